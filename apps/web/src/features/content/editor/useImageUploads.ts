import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/courses';
import { CONTENT_NS } from '../i18n';
import { imageUploadErrorText, precheckImage } from './image-upload';

/** A picture pasted or dropped into the text, on its way to the server. */
export interface PendingImage {
  id: number;
  name: string;
  percent: number;
  controller: AbortController;
}

/** Why a picture was not inserted (too large, not a picture, refused by the server…). */
export interface ImageUploadError {
  id: number;
  text: string;
}

/**
 * The pictures pasted or dropped into an editor: each one checked, uploaded with its progress, then
 * inserted by its address where it was dropped (`positions`: a document position per picture, which the
 * editor maps through every change meanwhile). Leaving the editor cancels the uploads still running
 * (and inserts nothing). `onUploadingChange` is told when uploads start and stop (a form waits for them).
 */
export function useImageUploads(onUploadingChange: ((uploading: boolean) => void) | undefined) {
  const { t } = useTranslation(CONTENT_NS);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [errors, setErrors] = useState<ImageUploadError[]>([]);
  /** where each pending picture goes: a document position, mapped through every change meanwhile */
  const positions = useRef(new Map<number, number>()).current;
  const nextId = useRef(0);

  const addError = useCallback((text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setErrors((list) => [...list.slice(-4), { id, text }]);
  }, []);

  const dismissError = (id: number) => setErrors((list) => list.filter((x) => x.id !== id));

  /** Uploads `files` and inserts each picture at `pos` (as it is mapped meanwhile) once uploaded. */
  const start = (editor: Editor, files: File[], pos: number) => {
    for (const file of files) {
      const refused = precheckImage(file, t);
      if (refused) {
        addError(refused);
        continue;
      }
      nextId.current += 1;
      const id = nextId.current;
      const controller = new AbortController();
      positions.set(id, pos);
      setPending((list) => [...list, { id, name: file.name, percent: 0, controller }]);
      const progress = (percent: number) =>
        setPending((list) => list.map((p) => (p.id === id ? { ...p, percent } : p)));
      uploadImage(file, (p) => progress(p.percent), controller.signal)
        .then(({ url }) => {
          const at = positions.get(id);
          if (at === undefined || editor.isDestroyed) return;
          const where = Math.max(0, Math.min(at, editor.state.doc.content.size));
          editor
            .chain()
            .insertContentAt(where, { type: 'image', attrs: { src: url } })
            .run();
        })
        .catch((error: unknown) => {
          const text = imageUploadErrorText(error, file, t);
          if (text) addError(text);
        })
        .finally(() => {
          positions.delete(id);
          setPending((list) => list.filter((p) => p.id !== id));
        });
    }
  };

  // Leaving the editor cancels the uploads still running (and inserts nothing).
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      positions.clear();
      for (const p of pendingRef.current) p.controller.abort();
    },
    [positions],
  );

  const uploading = pending.length > 0;
  const onUploadingChangeRef = useRef(onUploadingChange);
  onUploadingChangeRef.current = onUploadingChange;
  useEffect(() => {
    if (!uploading) return;
    onUploadingChangeRef.current?.(true);
    return () => onUploadingChangeRef.current?.(false);
  }, [uploading]);

  return { pending, errors, dismissError, positions, start };
}
