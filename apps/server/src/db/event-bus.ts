import { EventEmitter } from 'node:events';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SessionEventData, SessionEventKind } from '@edu/shared';
import type { Database } from './client';
import type { Exec } from './queries';
import { selectRows } from './queries';

// The live events of class sessions (README.md "Event bus"). The events table is the truth: publishing is
// one statement that inserts the row and sends a NOTIFY carrying `<session id>:<event id>`; PostgreSQL (and
// PGlite, the same engine in this process) delivers it only when the writing transaction commits. A listener
// never takes an event from the signal: it reads the rows after the last id it has, so signals that
// coalesce, arrive late or are lost on a dropped connection cost nothing but a read.

export const EVENTS_CHANNEL = 'class_session_events';
/**
 * Something happened in a school (a hand-in, a live session's start, end, answers or joins): payload the
 * school's id, sent by the writer in its own transaction (`notifySchool`, or a `pg_notify` in its statement).
 * The data screens of the school listen (modules/org/data-screen/stream.ts).
 */
export const SCHOOL_CHANNEL = 'school_activity';
/**
 * A brand or a theme changed (modules/branding): payload the brand's id, or `*` for every brand (a theme
 * shared by many). Every process drops its cached brand resolution (modules/brand/directory.ts).
 */
export const BRAND_CHANNEL = 'brand_changed';
/** The first key of the advisory lock that orders a session's events (any number, the same everywhere). */
const EVENT_LOCK_KEY = 4_216_012;
/** The LISTEN connection's first retry after it drops; doubles up to RECONNECT_MAX_MS. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Writes an event of a session and signals it, in the caller's transaction when `db` is one (the signal
 * then leaves with its commit, never before, never for a rolled-back write). A transaction-scoped advisory
 * lock per session makes its events commit in id order, so a reader that has seen id n has seen every
 * earlier one: without it, a transaction holding id 10 could commit after one holding id 11 was read.
 */
export async function publishEvent<K extends SessionEventKind>(
  db: Exec,
  sessionId: number,
  kind: K,
  data: SessionEventData[K],
): Promise<number> {
  const [row] = await selectRows<{ id: string | number }>(
    db,
    sql`with locked as (select pg_advisory_xact_lock(${EVENT_LOCK_KEY}, ${sessionId}::int)),
      e as (
        insert into class_session_events (session_id, kind, payload)
        select ${sessionId}, ${kind}, ${JSON.stringify(data)}::jsonb from locked
        returning id, session_id
      )
      select e.id, pg_notify(${EVENTS_CHANNEL}, e.session_id || ':' || e.id) from e`,
  );
  if (!row) throw new Error('the event was not written');
  return Number(row.id);
}

/**
 * The events of a write that is one statement (the live autosave, modules/learning/lessons/work.ts): CTEs to
 * put after the CTE `gate`, which yields one row when the write took place (none: no event, no signal), and
 * the column that sends the signals (the session's, and its school's for the data screens). `payloads` is a
 * jsonb array, one event of `kind` each, in order.
 *
 * The lock is the same as publishEvent's, taken after `gate` (after the write's own row locks, so two
 * writes never wait on each other in opposite orders) and held only to the end of the statement and its
 * commit, all inside the database. A lock held across the client's round trips (a transaction of several
 * statements) makes a class's saves queue behind one another whenever the server process is busy: the
 * wait is then the event loop's, not the database's (npm run bench, live supervision).
 *
 * The commit does not wait for the WAL to reach the disk (synchronous_commit off for this transaction only):
 * the lock is held through the commit, so a commit waiting on the disk makes the class wait on it, one save
 * after another (seen: 8 saves waiting on the lock behind one WAL sync while the disk was busy). What this
 * risks is only the database server's own crash: the last fraction of a second of autosaves (a draft; the
 * hand-in sends every answer again and is committed as usual) with their events, together, never one
 * without the other; a reader may have shown such an event before the crash.
 */
export function eventsInStatement(
  gate: string,
  sessionId: SQL | Placeholder,
  kind: SessionEventKind,
  payloads: SQL | Placeholder,
): { ctes: SQL; signal: SQL } {
  return {
    ctes: sql`event_commit as (select set_config('synchronous_commit', 'off', true) as was),
      event_lock as (
        select pg_advisory_xact_lock(${sql.raw(String(EVENT_LOCK_KEY))}, ${sessionId}::int)
        from ${sql.raw(gate)}, event_commit
      ),
      events_written as (
        insert into class_session_events (session_id, kind, payload)
        select ${sessionId}::int, ${sql.raw(`'${kind}'`)}, e.value
        from event_lock, jsonb_array_elements(${payloads}::jsonb) with ordinality as e(value, n)
        order by e.n
        returning id, session_id
      )`,
    // The session's readers, and its school's data screens (SCHOOL_CHANNEL), both on the commit.
    signal: sql`(select count(*) from (
        select pg_notify(${sql.raw(`'${EVENTS_CHANNEL}'`)}, min(session_id) || ':' || max(id)),
          pg_notify(${sql.raw(`'${SCHOOL_CHANNEL}'`)},
            (select cs.school_id::text from class_sessions cs where cs.id = min(events_written.session_id)))
        from events_written
        having count(*) > 0) as signalled)::int`,
  };
}

/** Signals activity in a school, in the caller's transaction when `db` is one (it leaves with the commit). */
export async function notifySchool(db: Exec, schoolId: number): Promise<void> {
  await selectRows(db, sql`select pg_notify(${SCHOOL_CHANNEL}, ${String(schoolId)})`);
}

/** Signals a change of brands (`brandId`, or every brand), in the caller's transaction: it leaves with the commit. */
export async function notifyBrands(db: Exec, brandId: number | '*'): Promise<void> {
  await selectRows(db, sql`select pg_notify(${BRAND_CHANNEL}, ${String(brandId)})`);
}

/** Signals activity in the school of a class session, in the caller's transaction. */
export async function notifySessionSchool(db: Exec, sessionId: number): Promise<void> {
  await selectRows(
    db,
    sql`select pg_notify(${SCHOOL_CHANNEL}, school_id::text) from class_sessions where id = ${sessionId}`,
  );
}

/** Wakes the readers of one session; `lastId` is the newest event id the signal named (0: read anyway). */
export type Wake = (eventId: number) => void;

export interface EventBus {
  /** Calls `wake` whenever an event of the session may have been committed; returns the unsubscribe. */
  subscribe(sessionId: number, wake: Wake): () => void;
  /** Calls `wake` whenever something may have happened in the school (SCHOOL_CHANNEL); returns the unsubscribe. */
  subscribeSchool(schoolId: number, wake: () => void): () => void;
  /**
   * Calls `changed` whenever a brand or theme change was committed (BRAND_CHANNEL), and after a lost LISTEN
   * connection came back (anything may have changed meanwhile); returns the unsubscribe.
   */
  subscribeBrands(changed: () => void): () => void;
  /** Stops listening (the LISTEN connection ends, no reconnect). */
  close(): Promise<void>;
}

function parseSignal(payload: string | undefined): { sessionId: number; eventId: number } | null {
  const match = /^(\d+):(\d+)$/.exec(payload ?? '');
  if (!match) return null;
  return { sessionId: Number(match[1]), eventId: Number(match[2]) };
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The bus of this process: the embedded database's own signals (delivered in process), or a LISTEN on a
 * connection of its own to PostgreSQL, reconnected when it drops (every subscriber is then woken, to read
 * what was committed meanwhile).
 */
export async function openEventBus(database: Database, log: Log): Promise<EventBus> {
  const emitter = new EventEmitter();
  // One listener per open stream: a class of students and their teachers, on many sessions.
  emitter.setMaxListeners(0);
  const signal = (payload: string | undefined) => {
    const parsed = parseSignal(payload);
    if (parsed) emitter.emit(String(parsed.sessionId), parsed.eventId);
  };
  // The schools' signals have an emitter of their own (the session one's names are session ids).
  const schools = new EventEmitter();
  schools.setMaxListeners(0);
  const schoolSignal = (payload: string | undefined) => {
    if (payload && /^\d+$/.test(payload)) schools.emit(payload);
  };
  const brands = new EventEmitter();
  brands.setMaxListeners(0);
  const brandSignal = () => {
    brands.emit('changed');
  };
  const wakeAll = () => {
    for (const name of emitter.eventNames()) emitter.emit(name, 0);
    for (const name of schools.eventNames()) schools.emit(name);
    brandSignal();
  };
  const subscribe = (sessionId: number, wake: Wake) => {
    const key = String(sessionId);
    emitter.on(key, wake);
    return () => {
      emitter.off(key, wake);
    };
  };
  const subscribeSchool = (schoolId: number, wake: () => void) => {
    const key = String(schoolId);
    schools.on(key, wake);
    return () => {
      schools.off(key, wake);
    };
  };
  const subscribeBrands = (changed: () => void) => {
    brands.on('changed', changed);
    return () => {
      brands.off('changed', changed);
    };
  };
  const forgetAll = () => {
    emitter.removeAllListeners();
    schools.removeAllListeners();
    brands.removeAllListeners();
  };

  if (database.listenInProcess) {
    await database.listenInProcess(EVENTS_CHANNEL, signal);
    await database.listenInProcess(SCHOOL_CHANNEL, schoolSignal);
    await database.listenInProcess(BRAND_CHANNEL, brandSignal);
    return {
      subscribe,
      subscribeSchool,
      subscribeBrands,
      close: async () => {
        forgetAll();
      },
    };
  }
  const connectionString = database.connectionString;
  if (!connectionString) throw new Error('PostgreSQL without an address: the event bus cannot listen');

  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const dropped = (err?: Error) => {
      if (client !== next) return;
      client = null;
      if (!closed) log.warn({ err }, 'the event bus lost its LISTEN connection; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    next.on('notification', (n) => {
      if (n.channel === SCHOOL_CHANNEL) schoolSignal(n.payload);
      else if (n.channel === BRAND_CHANNEL) brandSignal();
      else signal(n.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${EVENTS_CHANNEL}; listen ${SCHOOL_CHANNEL}; listen ${BRAND_CHANNEL}`);
      retryMs = RECONNECT_FIRST_MS;
      // Whatever was committed while no one listened is read now.
      wakeAll();
    } catch (err) {
      dropped(err instanceof Error ? err : new Error(String(err)));
      if (client === null && !closed && retryMs === RECONNECT_FIRST_MS * 2) {
        // The first attempt at start failed: say so once, keep retrying.
        log.warn({ err }, 'the event bus could not LISTEN yet');
      }
    }
  };
  await connect();

  return {
    subscribe,
    subscribeSchool,
    subscribeBrands,
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      forgetAll();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
