import { DownloadOutlined } from '@ant-design/icons';
import type { ImportProgress, ImportResult } from '@edu/shared';
import { Alert, Button, Flex, Progress, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../app/api';
import { IMPORT_NS } from './i18n';
import { passwordListCsv, progressPercent } from './import-files';
import { useColumnLabel } from './useColumnLabel';

/** Step 3: the import under way (the upload, then the server's progress lines). */
export function ImportingStep({ upload, progress }: { upload: number; progress: ImportProgress | null }) {
  const { t } = useTranslation(IMPORT_NS);
  return (
    <Flex vertical gap={12} align="stretch" className="org-import__progress" data-testid="import-progress">
      <Progress percent={progressPercent(progress, upload)} status="active" />
      <Typography.Text>
        {progress === null
          ? t('progress.upload', { percent: Math.round(upload * 100) })
          : t(`progress.${progress.phase}`, progress)}
      </Typography.Text>
      <Typography.Text type="secondary">{t('progress.wait')}</Typography.Text>
    </Flex>
  );
}

/** Step 4: who was imported, and the passwords made for them (to download once). */
export function DoneStep({ result }: { result: ImportResult }) {
  const { t } = useTranslation(IMPORT_NS);
  const label = useColumnLabel();
  const generated = result.users.filter((u) => u.password !== null).length;
  return (
    <Flex vertical gap={12} data-testid="import-result">
      <Result status="success" title={t('result.title', { count: result.created })} subTitle={t('result.subtitle')} />
      {generated > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('result.generated', { count: generated })}
          description={
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                saveBlob(
                  new Blob(
                    [
                      passwordListCsv(result, [
                        label('username'),
                        label('name'),
                        label('school'),
                        t('result.password'),
                      ]),
                    ],
                    { type: 'text/csv;charset=utf-8' },
                  ),
                  `${t('result.fileName')}.csv`,
                )
              }
              data-testid="import-passwords"
            >
              {t('result.download')}
            </Button>
          }
        />
      )}
      <Table
        size="small"
        rowKey="id"
        pagination={{ defaultPageSize: 10, size: 'small' }}
        scroll={{ x: 640 }}
        dataSource={result.users}
        columns={[
          { key: 'row', title: t('ui:import.row'), dataIndex: 'row', width: 64 },
          { key: 'username', title: label('username'), dataIndex: 'username', width: 150 },
          { key: 'name', title: label('name'), dataIndex: 'name', width: 130 },
          { key: 'school', title: label('school'), dataIndex: 'schoolName', width: 200, ellipsis: true },
          {
            key: 'password',
            title: t('result.password'),
            width: 150,
            render: (_, u) =>
              u.password === null ? (
                <Typography.Text type="secondary">{t('result.fromFile')}</Typography.Text>
              ) : (
                <Typography.Text code copyable>
                  {u.password}
                </Typography.Text>
              ),
          },
        ]}
      />
    </Flex>
  );
}
