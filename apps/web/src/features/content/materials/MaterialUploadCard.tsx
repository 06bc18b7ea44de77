import { CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, List, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../ui/format';
import { UploadAnnouncer } from '../../../ui/UploadAnnouncer';
import { CONTENT_NS } from '../i18n';
import { MATERIAL_ACCEPT } from './kinds';
import type { UploadItem } from './useMaterialUploads';

/** The teacher's upload area: drop or pick files, then each one's progress, or why it was refused. */
export function MaterialUploadCard({
  uploads,
  onFile,
  onDismiss,
}: {
  uploads: UploadItem[];
  onFile: (file: File) => void;
  onDismiss: (uid: string) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Card className="ct-card" title={t('materials.uploadTitle')}>
      <div data-testid="material-upload">
        <Upload.Dragger
          multiple
          accept={MATERIAL_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            onFile(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('materials.drop')}</p>
          <p className="ant-upload-hint">{t('materials.dropHint')}</p>
        </Upload.Dragger>
      </div>
      <UploadAnnouncer uploads={uploads} />
      {uploads.length > 0 && (
        <List
          className="upload-list"
          size="small"
          dataSource={uploads}
          data-testid="upload-list"
          renderItem={(u) => (
            <List.Item
              data-testid="upload-item"
              data-status={u.status}
              actions={[
                u.status === 'uploading' ? (
                  <Button key="cancel" size="small" type="text" onClick={() => u.controller.abort()}>
                    {t('common:cancel')}
                  </Button>
                ) : (
                  <Button
                    key="dismiss"
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('ui:actions.close')}
                    onClick={() => onDismiss(u.uid)}
                  />
                ),
              ]}
            >
              <Flex vertical className="upload-item" gap={2}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text ellipsis className="upload-item__name">
                    {u.name}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatSize(u.size)}</Typography.Text>
                </Flex>
                <Progress
                  percent={u.percent}
                  size="small"
                  status={u.status === 'error' ? 'exception' : u.status === 'done' ? 'success' : 'active'}
                  data-testid="upload-progress"
                />
                {u.error && (
                  <Alert
                    type="error"
                    showIcon
                    title={u.error}
                    className="upload-item__error"
                    data-testid="upload-error"
                  />
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
