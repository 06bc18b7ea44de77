import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionEvent, SessionEventKind, SessionStreamQuery } from '@edu/shared';
import { STREAM_HEARTBEAT_SECONDS } from '@edu/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { startEventStream } from '../../http/event-stream';
import type { EventBus } from '../../db/event-bus';
import { eventsAfter, type SessionRecord } from './queries';

// Server-Sent Events of a session (README.md "Stream"). Each message: `id:` the event id, `event:` its kind,
// `data:` the sessionEvent JSON. The stream first sends every event after the client's last id from the
// table, then whatever the bus signals, always by reading the table after the last id sent: no gap, no
// duplicate. It ends after the 'end' event (an ended session's stream sends what is left and ends).

/** Events read per statement (a resume after a long drop reads in batches). */
const READ_BATCH = 500;
/** The client's wait before reconnecting, told once at the start (`retry:`). */
const RETRY_MS = 2_000;

/** The open streams of this app: ended when it closes, so that close() and inject() never wait on one. */
export class OpenStreams {
  private readonly ends = new Set<() => void>();
  add(end: () => void): () => void {
    this.ends.add(end);
    return () => this.ends.delete(end);
  }
  endAll(): void {
    for (const end of [...this.ends]) end();
  }
  get size(): number {
    return this.ends.size;
  }
}

/** The last event id the client has: the Last-Event-ID header, else the lastEventId parameter, else 0. */
export function resumeFrom(request: FastifyRequest, query: SessionStreamQuery): number {
  const header = request.headers['last-event-id'];
  if (header !== undefined) {
    const value = Array.isArray(header) ? header[0] : header;
    if (value === undefined || !/^\d{1,15}$/.test(value.trim())) throw badRequest('Last-Event-ID must be an event id');
    return Number(value.trim());
  }
  return query.lastEventId ?? 0;
}

export function sseMessage(e: SessionEvent): string {
  return `id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`;
}

export interface StreamOptions {
  db: Db;
  bus: EventBus;
  open: OpenStreams;
  session: SessionRecord;
  afterId: number;
  /** only these kinds (the student's stream); every kind when absent */
  kinds?: readonly SessionEventKind[];
}

/** Sends the stream on the hijacked reply; resolves at once (the stream lives on until it ends). */
export function openStream(reply: FastifyReply, options: StreamOptions): FastifyReply {
  const { db, bus, open, session, kinds } = options;
  let lastId = options.afterId;
  let finished = false;
  let reading = false;
  let again = false;

  const raw = startEventStream(reply, RETRY_MS);

  const finish = () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    clearInterval(heartbeat);
    forget();
    if (!raw.writableEnded) raw.end();
  };

  // One read at a time; a signal during a read asks for another one after it.
  const pump = async (): Promise<void> => {
    if (finished) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        for (;;) {
          const batch = await eventsAfter(db, session.id, lastId, READ_BATCH, kinds);
          for (const e of batch) {
            if (finished) return;
            raw.write(sseMessage(e));
            lastId = e.id;
            if (e.kind === 'end') {
              finish();
              return;
            }
          }
          if (batch.length < READ_BATCH) break;
        }
      } while (again && !finished);
    } catch {
      // The database failed under the stream: the client reconnects with its last id and loses nothing.
      finish();
    } finally {
      reading = false;
    }
  };

  const unsubscribe = bus.subscribe(session.id, (eventId) => {
    if (eventId === 0 || eventId > lastId) void pump();
  });
  // The heartbeat also reads: a signal lost anyhow delays an event by at most one beat, never loses it.
  const heartbeat = setInterval(() => {
    if (!raw.writableEnded) raw.write(': ping\n\n');
    void pump();
  }, STREAM_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  const forget = open.add(finish);
  raw.on('close', finish);

  void pump().then(() => {
    // An ended session whose 'end' the client already has: nothing more will ever come.
    if (session.state === 'ended' && !reading) finish();
  });
  return reply;
}
