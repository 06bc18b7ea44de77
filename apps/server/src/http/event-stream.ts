import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

// A Server-Sent Events answer on a hijacked reply (endpoints whose answer is 'sse'): every refusal before it
// is an envelope, as defineRoute sends it; once this runs the answer is `text/event-stream`.

/** Headers hooks set so far (security headers), then the stream's. */
function streamHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  for (const [key, value] of Object.entries(reply.getHeaders())) if (value !== undefined) out[key] = value;
  return {
    ...out,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and the like buffer proxied answers unless told not to.
    'x-accel-buffering': 'no',
  };
}

/** Takes the reply over and starts the stream: its headers and `retry:` (the client's wait before reconnecting). */
export function startEventStream(reply: FastifyReply, retryMs: number): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, streamHeaders(reply));
  raw.write(`retry: ${retryMs}\n\n`);
  return raw;
}

/** One message: `event:` and its JSON `data:` (JSON.stringify writes no line break), no id. */
export function eventMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
