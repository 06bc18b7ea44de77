/**
 * The event bus's LISTEN connection on PostgreSQL (README of modules/supervision, "Event bus"): a signal wakes
 * the subscribers of its session with its event id; when the connection is killed under it (a server restart,
 * an admin's pg_terminate_backend, a network drop) the bus says so, reconnects by itself, wakes every
 * subscriber once (to read what was committed meanwhile) and delivers the signals that come after. PostgreSQL
 * only (DATABASE_URL or the local server, like two-process.test): a missing server fails the test.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../test/scratch-pg';
import type { Database } from './client';
import { EVENTS_CHANNEL, type EventBus, openEventBus } from './event-bus';

const scratch = scratchDatabase('edu_bus');
let bus: EventBus;
let notifier: pg.Client;
const warnings: string[] = [];

/** Resolves with the first wake of `sessionId` that `accept` takes, or rejects after `ms`. */
function nextWake(sessionId: number, accept: (eventId: number) => boolean, ms = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no wake of session ${sessionId} within ${ms} ms`));
    }, ms);
    const off = bus.subscribe(sessionId, (eventId) => {
      if (!accept(eventId)) return;
      clearTimeout(timer);
      off();
      resolve(eventId);
    });
  });
}

const signal = (payload: string) => notifier.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);

beforeAll(async () => {
  await scratch.create();
  // Only what the bus reads of a database: the LISTEN opens a connection of its own.
  const database = { listenInProcess: null, connectionString: scratch.url } as unknown as Database;
  bus = await openEventBus(database, { warn: (_obj, msg) => warnings.push(msg) });
  notifier = new pg.Client({ connectionString: scratch.url });
  await notifier.connect();
}, 30_000);

afterAll(async () => {
  await bus?.close();
  await notifier?.end();
  await scratch.drop();
});

describe('the event bus on PostgreSQL', () => {
  it('wakes the subscribers of the signalled session with its event id, and only them', async () => {
    let other = 0;
    const offOther = bus.subscribe(8, () => {
      other += 1;
    });
    const woken = nextWake(7, () => true);
    await signal('7:42');
    expect(await woken).toBe(42);
    // garbage on the channel is ignored
    await signal('not a signal');
    await new Promise((r) => setTimeout(r, 200));
    expect(other).toBe(0);
    offOther();
  });

  it('reconnects after its connection is killed, wakes everyone once, and goes on delivering', async () => {
    const killed = await notifier.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and query ilike 'listen%'`,
      [scratch.name],
    );
    expect(killed.rows[0]?.n).toBe(1);
    // back: every subscriber is woken with 0 (read whatever came while no one listened)
    expect(await nextWake(7, (id) => id === 0)).toBe(0);
    expect(warnings).toContain('the event bus lost its LISTEN connection; reconnecting');
    const woken = nextWake(7, (id) => id !== 0);
    await signal('7:43');
    expect(await woken).toBe(43);
  }, 20_000);
});
