import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SseStreamOptions } from '../../../app/api/sse';

type Live = { data?: { session: null | Record<string, unknown> } };
const mocks = vi.hoisted(() => ({
  live: { data: { session: null } } as Live,
  beats: [] as { sessionId: number; questionId?: number }[],
  streams: [] as { input: unknown; options: SseStreamOptions; closed: boolean }[],
}));
vi.mock('../api/student', () => ({
  useMyLiveSession: () => mocks.live,
  postSessionPresence: async (input: { sessionId: number; questionId?: number }) => {
    mocks.beats.push(input);
    return { online: true, questionId: input.questionId ?? null, timeoutSeconds: 30 };
  },
}));
vi.mock('../../../app/api/sse', () => ({
  openEndpointStream: (_route: unknown, input: unknown, options: SseStreamOptions) => {
    const stream = { input, options, closed: false };
    mocks.streams.push(stream);
    return { close: () => (stream.closed = true), lastEventId: () => 0 };
  },
}));

const { useLiveSession } = await import('./useLiveSession');

const session = {
  id: 7,
  classId: 1,
  lessonId: 3,
  startedAt: '',
  focusQuestionId: null,
  lastEventId: 41,
  beatSeconds: 10,
};
const message = (event: string, data: Record<string, unknown>) => ({
  id: '50',
  numericId: 50,
  event,
  data: JSON.stringify({ id: 50, sessionId: 7, kind: event, at: '', data }),
});

beforeEach(() => {
  vi.useFakeTimers();
  mocks.beats.length = 0;
  mocks.streams.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('useLiveSession', () => {
  it('does nothing without a live session', () => {
    mocks.live = { data: { session: null } };
    const onFocus = vi.fn();
    const { result } = renderHook(() => useLiveSession(3, 10, { onFocus }));
    vi.advanceTimersByTime(60_000);
    expect(mocks.beats).toEqual([]);
    expect(mocks.streams).toEqual([]);
    expect(result.current).toEqual({ session: null, ended: false });
  });

  it('beats with the current question, tells a move at once, follows focus and stops at end', async () => {
    mocks.live = { data: { session } };
    const onFocus = vi.fn();
    const { result, rerender } = renderHook(({ q }) => useLiveSession(3, q, { onFocus }), { initialProps: { q: 10 } });
    expect(mocks.beats).toEqual([{ sessionId: 7, questionId: 10 }]);
    vi.advanceTimersByTime(10_000);
    expect(mocks.beats).toHaveLength(2);
    rerender({ q: 11 });
    expect(mocks.beats.at(-1)).toEqual({ sessionId: 7, questionId: 11 });

    const stream = mocks.streams[0];
    expect(stream?.input).toEqual({ sessionId: 7 });
    expect(stream?.options.lastEventId).toBe(41);
    act(() => stream?.options.onMessage(message('focus', { questionId: 12, questionNo: 3 })));
    expect(onFocus).toHaveBeenCalledWith(12, 3);

    act(() => stream?.options.onMessage(message('end', { endedBy: 2 })));
    expect(result.current.ended).toBe(true);
    expect(stream?.closed).toBe(true);
    const beats = mocks.beats.length;
    vi.advanceTimersByTime(30_000);
    expect(mocks.beats).toHaveLength(beats);
  });
});
