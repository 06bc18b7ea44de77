import type { FastifyInstance, FastifyRequest } from 'fastify';

// How many requests this process is serving now: background work (the wrong-question book's recorder) waits
// while there are any, so that a class hour's bell gets the server first and the book follows moments later.

let inFlight = 0;
let lastStart = 0;
const counted = new WeakSet<FastifyRequest>();

/** Requests this process has begun and not yet answered (every app of the process, tests included). */
export function requestsInFlight(): number {
  return inFlight;
}

/** Whether this process has served no request for `ms`: none in flight, none begun since. */
export function quietFor(ms: number): boolean {
  return inFlight === 0 && Date.now() - lastStart >= ms;
}

function done(request: FastifyRequest): void {
  if (!counted.has(request)) return;
  counted.delete(request);
  inFlight -= 1;
}

/** Counts the requests of the whole app (skip-override: its hooks are the root's). */
export async function inFlightPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight += 1;
    lastStart = Date.now();
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
}
Object.defineProperty(inFlightPlugin, Symbol.for('skip-override'), { value: true });
