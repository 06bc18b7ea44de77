import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type AppFile,
  OS_VERSION_PATTERN,
  PACKAGE_NAME_PATTERN,
  type PadAppRow,
  type SaveApplicationInput,
  VERSION_PATTERN,
} from '@edu/shared';
import { App, Avatar, Button, Descriptions, Flex, Form, Input, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal';
import { formatSize } from '../../../ui/format';
import { uploadApplicationFile, uploadIcon, useSaveApplication } from '../api';
import { PADS_NS } from '../i18n';

interface Values {
  name: string;
  packageName: string;
  version: string;
  minOsVersion?: string;
  releaseNotes?: string;
}

/** The saveApplication fields: all of them for a new application, the changed ones for an edit. */
export function applicationChanges(
  app: PadAppRow | undefined,
  values: Values,
  icon: string,
  file: AppFile | null,
): SaveApplicationInput {
  const fields = {
    name: values.name.trim(),
    packageName: values.packageName.trim(),
    version: values.version.trim(),
    minOsVersion: (values.minOsVersion ?? '').trim(),
    releaseNotes: (values.releaseNotes ?? '').trim(),
    icon,
  };
  if (!app) return { ...fields, fileId: file?.id };
  const change: SaveApplicationInput = { id: app.id };
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    if (fields[key] !== app[key]) change[key] = fields[key];
  }
  if (file && file.id !== app.file?.id) change.fileId = file.id;
  return change;
}

/** The package file as recorded: name, size and its SHA-256, in full (to compare with the built file). */
export function FileFacts({ file }: { file: AppFile }) {
  const { t } = useTranslation(PADS_NS);
  return (
    <Descriptions size="small" column={1} bordered data-testid="app-file-facts">
      <Descriptions.Item label={t('apps.file')}>{file.name}</Descriptions.Item>
      <Descriptions.Item label={t('apps.size')}>{formatSize(file.size)}</Descriptions.Item>
      <Descriptions.Item label={t('apps.checksum')}>
        <Typography.Text code copyable className="pads-checksum" data-testid="app-file-sha256">
          {file.sha256}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Creates a pad application (its package file uploaded first, the checksum shown) or edits one. */
export function ApplicationFormModal({ open, app, onClose }: { open: boolean; app?: PadAppRow; onClose: () => void }) {
  const { t } = useTranslation(PADS_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveApplication();
  const [file, setFile] = useState<AppFile | null>(null);
  const [icon, setIcon] = useState('');
  const [uploading, setUploading] = useState(false);
  const [fileMissing, setFileMissing] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFile(app?.file ?? null);
    setIcon(app?.icon ?? '');
    setFileMissing(false);
    if (app) {
      form.setFieldsValue({
        name: app.name,
        packageName: app.packageName,
        version: app.version,
        minOsVersion: app.minOsVersion,
        releaseNotes: app.releaseNotes,
      });
    }
  }, [open, app]);

  const submit = async () => {
    const values = await form.validateFields();
    if (!file) {
      setFileMissing(true);
      throw new Error('no file');
    }
    const saved = await save.mutateAsync(applicationChanges(app, values, icon, file));
    void message.success(app ? t('apps.saved') : t('apps.created', { name: saved.name }));
    onClose();
  };

  const pattern = (re: RegExp, key: 'apps.packageNameInvalid' | 'apps.versionInvalid' | 'apps.osVersionInvalid') => ({
    validator: (_: unknown, v: string | undefined) =>
      !v || re.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t(key))),
  });
  const required = { required: true, whitespace: true, message: t('ui:validation.required') };

  return (
    <FormModal
      open={open}
      title={app ? t('apps.editTitle', { name: app.name }) : t('apps.createTitle')}
      onCancel={onClose}
      saving={save.isPending || uploading}
      onSave={submit}
      testId="app-form"
      width={640}
    >
      <Form form={form} layout="vertical" name="app-form" autoComplete="off">
        <Form.Item name="name" label={t('apps.name')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="packageName"
          label={t('apps.packageName')}
          rules={[required, pattern(PACKAGE_NAME_PATTERN, 'apps.packageNameInvalid')]}
        >
          <Input maxLength={150} placeholder="com.example.app" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item
            name="version"
            label={t('apps.version')}
            rules={[required, pattern(VERSION_PATTERN, 'apps.versionInvalid')]}
            style={{ flex: 1, marginInlineEnd: 12 }}
          >
            <Input maxLength={48} placeholder="1.0.0" />
          </Form.Item>
          <Form.Item
            name="minOsVersion"
            label={t('apps.minOsVersion')}
            rules={[pattern(OS_VERSION_PATTERN, 'apps.osVersionInvalid')]}
            style={{ flex: 1 }}
          >
            <Input maxLength={11} placeholder="8.0" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="releaseNotes" label={t('apps.releaseNotes')}>
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
        <Form.Item label={t('apps.icon')}>
          <Space>
            {icon && <Avatar shape="square" size={48} src={icon} alt={t('apps.icon')} />}
            <Upload
              accept="image/png,image/jpeg,image/webp,image/gif"
              showUploadList={false}
              customRequest={({ file: picked, onSuccess, onError }) => {
                uploadIcon(picked as File)
                  .then((r) => {
                    setIcon(r.url);
                    onSuccess?.(r);
                  })
                  .catch((err: Error) => onError?.(err));
              }}
            >
              <Button icon={<UploadOutlined />}>{t('apps.iconUpload')}</Button>
            </Upload>
            {icon && (
              <Button icon={<DeleteOutlined />} onClick={() => setIcon('')}>
                {t('apps.iconRemove')}
              </Button>
            )}
          </Space>
        </Form.Item>
        <Form.Item
          label={t('apps.file')}
          required
          validateStatus={fileMissing && !file ? 'error' : undefined}
          help={fileMissing && !file ? t('apps.fileRequired') : uploading ? t('apps.fileUploading') : undefined}
        >
          <Flex vertical gap={8}>
            <Upload
              accept=".apk,application/vnd.android.package-archive"
              showUploadList={false}
              customRequest={({ file: picked, onSuccess, onError }) => {
                setUploading(true);
                uploadApplicationFile(picked as File)
                  .then((r) => {
                    setFile(r);
                    onSuccess?.(r);
                  })
                  .catch((err: Error) => onError?.(err))
                  .finally(() => setUploading(false));
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="app-file-upload">
                {t('apps.fileUpload')}
              </Button>
            </Upload>
            {file && <FileFacts file={file} />}
          </Flex>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
