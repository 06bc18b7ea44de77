import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { UploadRow } from './UploadRow';
import type { ImageUploadError, PendingImage } from './useImageUploads';

/** The pictures of an editor on their way to the server (each can be cancelled), and those refused. */
export function ImageUploads({
  pending,
  errors,
  onDismiss,
}: {
  pending: readonly PendingImage[];
  errors: readonly ImageUploadError[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  if (pending.length === 0 && errors.length === 0) return null;
  return (
    <div className="rte-uploads" data-testid="rte-uploads">
      {pending.map((p) => (
        <UploadRow
          key={p.id}
          name={p.name}
          percent={p.percent}
          onCancel={() => p.controller.abort()}
          data-testid="rte-upload"
        />
      ))}
      {errors.map((e) => (
        <Alert
          key={e.id}
          type="error"
          showIcon
          title={e.text}
          closable={{ 'aria-label': t('editor.image.dismiss') }}
          onClose={() => onDismiss(e.id)}
          className="rte-upload__error"
          data-testid="rte-upload-error"
        />
      ))}
    </div>
  );
}
