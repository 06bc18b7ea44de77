import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../app/use-debounced';
import { CONTENT_NS } from '../i18n';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, type ImageUploader, imageUploadErrorText, precheckImage } from './image-upload';
import { UploadRow } from './UploadRow';

/** An address the editor accepts for links and images: http(s), or a path on this site. */
export function isAcceptableUrl(value: string, kind: 'link' | 'image'): boolean {
  const url = value.trim();
  if (url === '' || url.length > 2000 || /\s/.test(url)) return false;
  if (/^\/[^/\\]/.test(url)) return true;
  if (kind === 'link' && /^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export interface UrlDialogValue {
  url: string;
  /** images: the alternative text; links: unused */
  text: string;
}

/**
 * Asks for a link's or an image's address (and an image's alternative text). With `upload`, an image
 * can also be uploaded from the computer (with progress); its address then fills the field.
 */
export function UrlDialog({
  open,
  kind,
  initial,
  upload,
  onOk,
  onCancel,
}: {
  open: boolean;
  kind: 'link' | 'image';
  initial?: Partial<UrlDialogValue>;
  upload?: ImageUploader;
  onOk: (value: UrlDialogValue) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const [form] = Form.useForm<UrlDialogValue>();
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const url = Form.useWatch('url', form);
  useEffect(() => {
    if (open) form.setFieldsValue({ url: initial?.url ?? '', text: initial?.text ?? '' });
  }, [open, initial, form]);
  // Closing the dialog cancels an upload still running.
  useEffect(() => () => controller.current?.abort(), []);

  const onFile = async (file: File) => {
    if (!upload) return;
    setUploadError(null);
    setUploadedUrl(null);
    const refused = precheckImage(file, t);
    if (refused) {
      setUploadError(refused);
      return;
    }
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    setSending({ name: file.name, percent: 0 });
    try {
      const r = await upload(file, (p) => setSending({ name: file.name, percent: p.percent }), ac.signal);
      if (ac.signal.aborted) return;
      form.setFieldsValue({ url: r.url });
      void form.validateFields(['url']);
      setUploadedUrl(r.url);
    } catch (error) {
      if (!ac.signal.aborted) setUploadError(imageUploadErrorText(error, file, t));
    } finally {
      if (controller.current === ac) {
        controller.current = null;
        setSending(null);
      }
    }
  };
  const cancelUpload = () => {
    controller.current?.abort();
    controller.current = null;
    setSending(null);
  };

  // A typed address is previewed once typing pauses (each half-typed one would be a request); an uploaded
  // one at once.
  const typed = typeof url === 'string' ? url.trim() : '';
  const settled = useDebounced(typed, 400);
  const previewUrl = uploadedUrl !== null && typed === uploadedUrl ? uploadedUrl : settled;
  const showPreview = kind === 'image' && isAcceptableUrl(previewUrl, 'image');
  return (
    <Modal
      open={open}
      title={kind === 'link' ? t('editor.link.title') : t('editor.image.title')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('common.ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: sending !== null, 'data-testid': `${kind}-ok` }}
      destroyOnHidden
      forceRender
      data-testid={`${kind}-dialog`}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onOk({ url: v.url.trim(), text: (v.text ?? '').trim() })}
        requiredMark={false}
      >
        {kind === 'image' && upload && (
          <Form.Item label={t('editor.image.upload')} extra={t('editor.image.uploadHint', { max: IMAGE_MAX_MB })}>
            <Flex vertical gap={8}>
              <Upload
                accept={IMAGE_ACCEPT}
                showUploadList={false}
                maxCount={1}
                disabled={sending !== null}
                beforeUpload={(file) => {
                  void onFile(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} disabled={sending !== null} data-testid="image-upload">
                  {t('editor.image.upload')}
                </Button>
              </Upload>
              {sending && (
                <UploadRow
                  name={sending.name}
                  percent={sending.percent}
                  onCancel={cancelUpload}
                  data-testid="image-upload-progress"
                />
              )}
              {uploadError && <Alert type="error" showIcon title={uploadError} data-testid="image-upload-error" />}
              {uploadedUrl && !sending && url === uploadedUrl && (
                <Typography.Text type="success" data-testid="image-uploaded">
                  {t('editor.image.uploaded')}
                </Typography.Text>
              )}
            </Flex>
          </Form.Item>
        )}
        <Form.Item
          name="url"
          label={t('editor.url')}
          rules={[
            { required: true, message: t('ui:validation.required') },
            {
              validator: (_, v: string) =>
                !v || isAcceptableUrl(v, kind) ? Promise.resolve() : Promise.reject(new Error(t('editor.badUrl'))),
            },
          ]}
          extra={kind === 'image' ? t('editor.image.hint') : undefined}
        >
          <Input autoFocus placeholder="https://" data-testid={`${kind}-url`} />
        </Form.Item>
        {kind === 'image' && (
          <Form.Item name="text" label={t('editor.image.alt')}>
            <Input maxLength={200} data-testid="image-alt" />
          </Form.Item>
        )}
        {showPreview && (
          <div className="rte-image-preview">
            <img src={previewUrl} alt={t('editor.image.preview')} data-testid="image-preview" />
          </div>
        )}
      </Form>
    </Modal>
  );
}
