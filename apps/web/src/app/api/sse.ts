import type { AnyRoute, InputOf } from '@edu/shared/api/routes';
import { buildUrl, readAnswer, RequestError, sessionHeaders } from './transport';

/**
 * Server-Sent Events read with fetch (EventSource cannot send the Authorization header): a line parser
 * (the WHATWG event-stream format) and a reader that reconnects by itself with backoff, resumes with
 * Last-Event-ID and drops what it has already delivered (ids ≤ the last one).
 */

export interface SseMessage {
  /** the `id:` in effect (the last one seen on the stream, as the format says), '' before any */
  id: string;
  /** `event:`, 'message' when none */
  event: string;
  data: string;
}

export interface SseParser {
  /** feeds a chunk of text (lines may be split across chunks) */
  push(chunk: string): void;
}

/** A parser calling `onMessage` at each blank line that ends a message with data, `onRetry` for `retry:`. */
export function createSseParser(onMessage: (message: SseMessage) => void, onRetry?: (ms: number) => void): SseParser {
  let buffer = '';
  let lastId = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment (the server's `: ping`)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\n|\r/.exec(buffer);
        if (!match) return;
        // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) return;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}

export type SseStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface SseStreamOptions {
  /** the last event the caller already has: the first request resumes after it */
  lastEventId?: number;
  onMessage: (message: SseMessage & { numericId: number | null }) => void;
  onStatus?: (status: SseStatus) => void;
  /** a refusal the stream will not retry (400, 401, 403, 404, 409): the reader stops */
  onRefused?: (error: RequestError) => void;
  /** a message after which the stream is over (the session's `end`): no reconnection after it */
  isFinal?: (message: SseMessage) => boolean;
  /** first backoff (the server's `retry:` replaces it), doubled per failure up to maxDelayMs */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** nothing received (not even a ping) for this long: the connection is dead, reconnect */
  idleTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface SseStream {
  close(): void;
  /** the last event id delivered */
  lastEventId(): number;
}

function defaultWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Statuses a retry cannot change: the reader reports them and stops. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 409]);

/**
 * Opens an event stream at `url` (with `params`) and keeps it open: every drop reconnects after a backoff
 * with the Last-Event-ID header, and a message whose id is not above the last delivered one is dropped, so
 * the caller sees each event once and in order.
 */
export function openSseStream(url: string, params: Record<string, unknown>, options: SseStreamOptions): SseStream {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const wait = options.wait ?? defaultWait;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const idleTimeout = options.idleTimeoutMs ?? 45_000;
  const closing = new AbortController();
  let lastId = options.lastEventId ?? 0;
  let baseDelay = options.initialDelayMs ?? 1_000;
  let finished = false;

  const status = (s: SseStatus) => options.onStatus?.(s);

  /** One connection; resolves true when it ended for good (final message or refusal). */
  const connect = async (): Promise<boolean> => {
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    closing.signal.addEventListener('abort', abort, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const resetIdle = () => {
      if (idle !== undefined) clearTimeout(idle);
      idle = setTimeout(abort, idleTimeout);
    };
    try {
      const headers: Record<string, string> = { ...sessionHeaders(), Accept: 'text/event-stream' };
      if (lastId > 0) headers['Last-Event-ID'] = String(lastId);
      resetIdle();
      const response = await fetchImpl(buildUrl(url, params), { headers, signal: attempt.signal });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('text/event-stream') || !response.body) {
        const text = await response.text();
        try {
          readAnswer(response.status, text, { silent: true });
        } catch (error) {
          const code = error instanceof RequestError ? error.code : response.status;
          if (error instanceof RequestError && (FINAL_STATUSES.has(code) || FINAL_STATUSES.has(response.status))) {
            options.onRefused?.(error);
            return true;
          }
        }
        return false;
      }
      status('open');
      const parser = createSseParser(
        (message) => {
          const numericId = /^\d+$/.test(message.id) ? Number(message.id) : null;
          if (numericId !== null) {
            if (numericId <= lastId) return; // already delivered before a reconnection
            lastId = numericId;
          }
          options.onMessage({ ...message, numericId });
          if (options.isFinal?.(message)) finished = true;
        },
        (ms) => {
          baseDelay = ms;
        },
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || finished) break;
        resetIdle();
        parser.push(decoder.decode(value, { stream: true }));
      }
      if (finished) await reader.cancel().catch(() => undefined);
      return finished;
    } catch {
      return finished;
    } finally {
      if (idle !== undefined) clearTimeout(idle);
      closing.signal.removeEventListener('abort', abort);
    }
  };

  const run = async () => {
    let failures = 0;
    status('connecting');
    while (!closing.signal.aborted) {
      const before = lastId;
      const over = await connect();
      if (over || closing.signal.aborted) break;
      // A connection that delivered something was healthy: start the backoff again.
      failures = lastId > before ? 0 : failures + 1;
      status('reconnecting');
      await wait(Math.min(maxDelay, baseDelay * 2 ** Math.max(0, Math.min(failures - 1, 10))), closing.signal);
    }
    status('closed');
  };
  void run();

  return {
    close: () => closing.abort(),
    lastEventId: () => lastId,
  };
}

/** The event stream of an endpoint whose answer is 'sse', with its typed input. */
export function openEndpointStream<R extends AnyRoute>(route: R, input: InputOf<R>, options: SseStreamOptions) {
  return openSseStream(route.path, input as Record<string, unknown>, options);
}
