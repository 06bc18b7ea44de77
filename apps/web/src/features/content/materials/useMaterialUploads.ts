import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from '../../../app/api';
import { toastSuccess } from '../../../app/feedback';
import { uploadMaterial } from '../api/materials';
import { CONTENT_NS } from '../i18n';
import { uploadErrorText } from './upload-errors';

/** A file on its way to the server (or there, or refused), as the upload list shows it. */
export interface UploadItem {
  uid: string;
  name: string;
  size: number;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  controller: AbortController;
}

/**
 * The teacher's uploads: each file dropped starts at once with its progress; a finished one refreshes
 * the list (and the audit log: an upload writes an audit entry), a refused one says why.
 */
export function useMaterialUploads() {
  const { t } = useTranslation(CONTENT_NS);
  const invalidate = useInvalidate('content', 'org');
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = (uid: string, change: Partial<UploadItem>) =>
    setUploads((items) => items.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  const start = (file: File) => {
    const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const controller = new AbortController();
    setUploads((items) => [
      { uid, name: file.name, size: file.size, percent: 0, status: 'uploading', controller },
      ...items,
    ]);
    uploadMaterial(file, (p) => patch(uid, { percent: p.percent }), controller.signal)
      .then(() => {
        patch(uid, { percent: 100, status: 'done' });
        void invalidate();
        void toastSuccess(t('materials.uploaded', { name: file.name }));
      })
      .catch((error: unknown) => {
        if (mounted.current) patch(uid, { status: 'error', error: uploadErrorText(error, t) });
      });
  };

  const dismiss = (uid: string) => setUploads((items) => items.filter((i) => i.uid !== uid));

  return { uploads, start, dismiss };
}
