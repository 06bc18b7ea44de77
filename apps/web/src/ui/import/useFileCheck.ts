import { useRef } from 'react';
import { isRequestError, type UploadProgress } from '../../app/api';
import { uploadFraction } from './import-files';

/** Where the choose step is while a file is checked: the part sent (0 to 1), or why it failed. */
export interface ChooseState {
  uploading: number | null;
  error: string | null;
}

/**
 * The check of a chosen file (an import's preview): the file kept for the commit, an earlier check
 * aborted, the part sent reported, the answer or the failure's message handed on (an abort says nothing).
 */
export function useFileCheck<P>({
  send,
  onChoose,
  onPreview,
}: {
  send: (file: File, options: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void }) => Promise<P>;
  onChoose: (state: ChooseState) => void;
  onPreview: (preview: P) => void;
}) {
  const file = useRef<File | null>(null);
  const abort = useRef<AbortController | null>(null);

  const check = async (chosen: File) => {
    file.current = chosen;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    onChoose({ uploading: 0, error: null });
    try {
      const preview = await send(chosen, {
        signal: controller.signal,
        onProgress: (progress) => {
          const fraction = uploadFraction(progress);
          if (fraction !== null) onChoose({ uploading: fraction, error: null });
        },
      });
      onPreview(preview);
    } catch (error) {
      if (isRequestError(error) && error.kind === 'abort') return;
      onChoose({ uploading: null, error: isRequestError(error) ? error.msg : String(error) });
    }
  };

  return { file, check, abort: () => abort.current?.abort() };
}
