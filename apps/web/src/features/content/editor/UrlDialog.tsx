import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';

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

/** Asks for a link's or an image's address (and an image's alternative text). */
export function UrlDialog({
  open,
  kind,
  initial,
  onOk,
  onCancel,
}: {
  open: boolean;
  kind: 'link' | 'image';
  initial?: Partial<UrlDialogValue>;
  onOk: (value: UrlDialogValue) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const [form] = Form.useForm<UrlDialogValue>();
  useEffect(() => {
    if (open) form.setFieldsValue({ url: initial?.url ?? '', text: initial?.text ?? '' });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={kind === 'link' ? t('editor.link.title') : t('editor.image.title')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
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
        <Form.Item
          name="url"
          label={t('editor.url')}
          rules={[
            { required: true, message: t('validation.required') },
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
            <Input maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
