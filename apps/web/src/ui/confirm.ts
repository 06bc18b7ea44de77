/**
 * The OK handler of a confirm dialog: runs the change and closes the dialog either way. A failure has
 * already been shown by the request client (the server's message as an error toast), so it is not
 * passed on to antd, which would re-throw it as an unhandled rejection.
 */
export function settle(action: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    try {
      await action();
    } catch {
      // shown by the request client
    }
  };
}
