import { describe, expect, it, vi } from 'vitest';
import { createSseParser, openSseStream, type SseMessage, type SseStatus } from './sse';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  for (const c of chunks) parser.push(c);
  return { messages, retries };
}

describe('createSseParser', () => {
  it('reads id, event and data, ignores comments and takes retry', () => {
    const { messages, retries } = parse(['retry: 2000\n\n: ping\n\nid: 42\nevent: answer\ndata: {"id":42}\n\n']);
    expect(retries).toEqual([2000]);
    expect(messages).toEqual([{ id: '42', event: 'answer', data: '{"id":42}' }]);
  });

  it('joins lines split across chunks, CRLF and CR endings, and multi-line data', () => {
    const { messages } = parse(['id: 1\r', '\nevent: fo', 'cus\rdata: a\ndata:b\r\n', '\r\n', 'data: x\n\n']);
    expect(messages).toEqual([
      { id: '1', event: 'focus', data: 'a\nb' },
      // the id stays in effect, the event type does not
      { id: '1', event: 'message', data: 'x' },
    ]);
  });

  it('sends nothing for a message without data, nor before its blank line', () => {
    const { messages } = parse(['id: 3\nevent: end\n\n', 'data: half']);
    expect(messages).toEqual([]);
  });
});

/** A fetch whose answers are queued streams: each call takes the next script (chunks, then an end or a hang). */
function scriptedFetch(scripts: { status?: number; chunks: string[]; hang?: boolean; body?: string }[]) {
  const calls: { url: string; lastEventId: string | null }[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), lastEventId: headers.get('Last-Event-ID') });
    const script = scripts.shift();
    if (!script) return new Promise<Response>(() => undefined); // no more: hang
    if (script.status && script.status !== 200) {
      return new Response(script.body ?? '', {
        status: script.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of script.chunks) controller.enqueue(encoder.encode(c));
        if (!script.hang) controller.close();
        init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

const event = (id: number, kind = 'answer') => `id: ${id}\nevent: ${kind}\ndata: {"id":${id}}\n\n`;

describe('openSseStream', () => {
  it('reconnects after a drop with Last-Event-ID, skips what it had, and stops after the final message', async () => {
    const { impl, calls } = scriptedFetch([
      { chunks: ['retry: 10\n\n', event(5), event(6)] },
      // the server replays from the header; a proxy might still repeat 6: it is dropped
      { chunks: [event(6), event(7), event(8, 'end'), event(9)] },
    ]);
    const ids: number[] = [];
    const statuses: SseStatus[] = [];
    const waits: number[] = [];
    const stream = openSseStream(
      '/openapi/supervise/getSessionStream',
      { sessionId: 3 },
      {
        lastEventId: 4,
        fetchImpl: impl,
        wait: async (ms) => {
          waits.push(ms);
        },
        onMessage: (m) => {
          if (m.numericId !== null) ids.push(m.numericId);
        },
        onStatus: (s) => statuses.push(s),
        isFinal: (m) => m.event === 'end',
      },
    );
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'));
    expect(ids).toEqual([5, 6, 7, 8]);
    expect(calls.map((c) => c.lastEventId)).toEqual(['4', '6']);
    expect(calls[0]?.url).toContain('sessionId=3');
    // the server's retry (10 ms) is the backoff after a connection that delivered events
    expect(waits).toEqual([10]);
    expect(stream.lastEventId()).toBe(8);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open', 'closed']);
  });

  it('backs off doubling while connections fail, up to the maximum', async () => {
    const { impl, calls } = scriptedFetch([
      { status: 502, chunks: [] },
      { status: 502, chunks: [] },
      { status: 502, chunks: [] },
      { status: 502, chunks: [] },
      { chunks: [event(1)], hang: true },
    ]);
    const waits: number[] = [];
    const ids: number[] = [];
    const stream = openSseStream(
      '/s',
      {},
      {
        fetchImpl: impl,
        initialDelayMs: 100,
        maxDelayMs: 500,
        wait: async (ms) => {
          waits.push(ms);
        },
        onMessage: (m) => ids.push(m.numericId ?? -1),
      },
    );
    await vi.waitFor(() => expect(ids).toEqual([1]));
    expect(waits).toEqual([100, 200, 400, 500]);
    expect(calls[0]?.lastEventId).toBeNull();
    stream.close();
  });

  it('stops on a refusal a retry cannot change, and reports it', async () => {
    const { impl, calls } = scriptedFetch([
      { status: 200, chunks: [], body: '' },
      { status: 404, chunks: [], body: JSON.stringify({ code: 404, msg: 'No such session' }) },
    ]);
    // the first answer is a 200 without a stream body type: treated as a failure and retried
    const refused = vi.fn();
    const statuses: SseStatus[] = [];
    openSseStream(
      '/s',
      {},
      {
        fetchImpl: impl,
        wait: async () => undefined,
        onMessage: () => undefined,
        onRefused: refused,
        onStatus: (s) => statuses.push(s),
      },
    );
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]?.[0]).toMatchObject({ code: 404, msg: 'No such session' });
    expect(calls).toHaveLength(2);
  });

  it('close() ends a hanging connection without reconnecting', async () => {
    const { impl, calls } = scriptedFetch([{ chunks: [event(1)], hang: true }]);
    const statuses: SseStatus[] = [];
    const stream = openSseStream(
      '/s',
      {},
      { fetchImpl: impl, onMessage: () => undefined, onStatus: (s) => statuses.push(s) },
    );
    await vi.waitFor(() => expect(statuses).toContain('open'));
    stream.close();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('closed'));
    expect(calls).toHaveLength(1);
  });
});
