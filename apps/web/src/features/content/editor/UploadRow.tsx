import { CloseOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';

/** One picture on its way to the server: its name, a progress bar and a button that cancels it. */
export function UploadRow({
  name,
  percent,
  onCancel,
  'data-testid': testId,
}: {
  name: string;
  percent: number;
  onCancel: () => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <div className="rte-upload" data-testid={testId}>
      <Typography.Text type="secondary" ellipsis className="rte-upload__name">
        {t('editor.image.uploading', { name })}
      </Typography.Text>
      <Progress percent={percent} size="small" className="rte-upload__bar" aria-label={name} />
      <Button
        size="small"
        type="text"
        icon={<CloseOutlined />}
        aria-label={t('editor.image.cancelUpload')}
        onClick={onCancel}
      />
    </div>
  );
}
