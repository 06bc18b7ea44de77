import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce (trailing)', () => {
  it('calls once after the quiet period with the LATEST arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d('a');
    d('b');
    vi.advanceTimersByTime(99);
    d('c');
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('c');
  });

  it('starts again after a burst', () => {
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    vi.advanceTimersByTime(50);
    d(2);
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('keeps `this` of the latest call', () => {
    const seen: string[] = [];
    const d = debounce(function (this: { name: string }) {
      seen.push(this.name);
    }, 10);
    const a = { name: 'a', d };
    const b = { name: 'b', d };
    a.d();
    b.d();
    vi.advanceTimersByTime(10);
    expect(seen).toEqual(['b']);
  });
});

describe('debounce (leading / immediate)', () => {
  it('immediate (boolean true) calls at once and not at the end of the burst', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100, true);
    d('first');
    expect(fn).toHaveBeenCalledWith('first');
    d('second');
    d('third');
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    d('next burst');
    expect(fn).toHaveBeenLastCalledWith('next burst');
  });

  it('a call during the wait extends it (immediate)', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100, true);
    d(1);
    vi.advanceTimersByTime(80);
    d(2);
    vi.advanceTimersByTime(80);
    d(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    d(4);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });

  it('leading and trailing: one call runs once, a burst runs on both edges with the latest arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100, { leading: true, trailing: true });
    d('only');
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['only']]);
    d('x');
    d('y');
    d('z');
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['only'], ['x'], ['z']]);
  });

  it('boolean false is the plain trailing form', () => {
    const fn = vi.fn();
    const d = debounce(fn, 10, false);
    d(1);
    d(2);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledWith(2);
  });
});

describe('cancel, flush, pending', () => {
  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    expect(d.pending()).toBe(true);
    d.cancel();
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush runs the pending call now with the latest arguments, once', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('flush with nothing pending does nothing', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d.flush();
    expect(fn).not.toHaveBeenCalled();
    const lead = debounce(fn, 100, true);
    lead(1);
    lead.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('after cancel a new burst works (leading fires again)', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100, { leading: true });
    d(1);
    d(2);
    d.cancel();
    d(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});
