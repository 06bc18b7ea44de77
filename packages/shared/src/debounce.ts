export interface DebounceOptions {
  /** call on the leading edge of a burst (default false) */
  leading?: boolean;
  /** call on the trailing edge of a burst with the latest arguments (default true) */
  trailing?: boolean;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** drop a pending trailing call */
  cancel(): void;
  /** run a pending trailing call now (with the latest arguments); no-op when nothing is pending */
  flush(): void;
  /** whether a trailing call is waiting */
  pending(): boolean;
}

/**
 * Delays calls to `fn` until `wait` ms have passed without another call. The trailing call receives
 * the LATEST arguments (and `this`) given during the burst.
 *
 * The third argument is either options, or a boolean `immediate` (the original console's form): true
 * calls on the leading edge only, like { leading: true, trailing: false }. With leading and trailing
 * both on, a burst of one call runs once (leading), a burst of several runs on both edges.
 */
export function debounce<A extends unknown[], T = unknown>(
  fn: (this: T, ...args: A) => unknown,
  wait: number,
  options: DebounceOptions | boolean = {},
): Debounced<A> {
  const { leading = false, trailing = true } =
    typeof options === 'boolean' ? { leading: options, trailing: !options } : options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;
  let lastThis: T | undefined;

  const invoke = () => {
    const args = lastArgs;
    const self = lastThis;
    lastArgs = undefined;
    lastThis = undefined;
    if (args) fn.apply(self as T, args);
  };

  const onTimeout = () => {
    timer = undefined;
    if (trailing && lastArgs) invoke();
    lastArgs = undefined;
    lastThis = undefined;
  };

  const debounced = function (this: T, ...args: A) {
    const isBurstStart = timer === undefined;
    lastArgs = args;
    lastThis = this;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(onTimeout, wait);
    if (leading && isBurstStart) invoke();
  } as Debounced<A>;

  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
    lastThis = undefined;
  };

  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    if (trailing && lastArgs) invoke();
    lastArgs = undefined;
    lastThis = undefined;
  };

  debounced.pending = () => timer !== undefined && trailing && lastArgs !== undefined;

  return debounced;
}
