import { useCallback, useState } from 'react';

/**
 * Whether any editor of a form is still uploading pictures: pass `onUploadingChange` to each
 * RichTextEditor; the form holds its save until `uploading` is false (a save meanwhile would lose them).
 */
export function useUploadsInFlight() {
  const [count, setCount] = useState(0);
  const onUploadingChange = useCallback((busy: boolean) => setCount((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  return { uploading: count > 0, onUploadingChange };
}
