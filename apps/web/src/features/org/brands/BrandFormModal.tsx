import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_TYPES, type BrandRow, webAddressProblem } from '@edu/shared';
import { Button, Form, Input, Space, Switch, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../../app/api';
import { toastError, toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../ui/FormModal';
import { uploadBrandLogo, useSaveBrand } from '../api/branding';
import { ORG_NS } from '../i18n';
import { BrandLogo } from './BrandLogo';
import { ThemeSelect } from './ThemeSelect';

interface Values {
  brandName: string;
  webAddress: string;
  webLogoUrl: string;
  webLogoUrlSmall: string;
  themeId: number | null;
  enabled: boolean;
}

const LOGO_ACCEPT = BRAND_LOGO_TYPES.join(',');
/** The fields whose refusals (`field: problem`, as the server words them) show under the field. */
const FIELDS = ['brandName', 'webAddress', 'webLogoUrl', 'webLogoUrlSmall', 'themeId', 'enabled'] as const;

/** The field and problem of a refusal worded `field: problem` (already in the console's language), or null. */
export function fieldProblem(msg: string): { field: (typeof FIELDS)[number]; problem: string } | null {
  const sep = msg.indexOf(': ');
  const field = FIELDS.find((f) => f === msg.slice(0, sep));
  return sep > 0 && field ? { field, problem: msg.slice(sep + 2) } : null;
}

/** Create a brand or change it: name, web address (its host's first label), logos, theme, enabled. */
export function BrandFormModal({
  open,
  brand,
  onClose,
  onSaved,
}: {
  open: boolean;
  brand?: BrandRow;
  onClose: () => void;
  onSaved?: (brand: BrandRow) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const [form] = Form.useForm<Values>();
  const save = useSaveBrand();
  const isDefault = brand?.isDefault ?? false;
  const currentTheme = useMemo(
    () => (brand?.themeId ? { value: brand.themeId, label: brand.themeName } : null),
    [brand?.themeId, brand?.themeName],
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      brand
        ? {
            brandName: brand.brandName,
            webAddress: brand.webAddress,
            webLogoUrl: brand.webLogoUrl,
            webLogoUrlSmall: brand.webLogoUrlSmall,
            themeId: brand.themeId,
            enabled: brand.enabled,
          }
        : { webLogoUrl: '', webLogoUrlSmall: '', themeId: null, enabled: true },
    );
  }, [open, brand, form]);

  const submit = async () => {
    const v = await form.validateFields();
    let saved: BrandRow;
    try {
      saved = await save.mutateAsync({
        ...(brand ? { brandId: brand.brandId } : {}),
        brandName: v.brandName.trim(),
        webAddress: v.webAddress.trim().toLowerCase(),
        webLogoUrl: v.webLogoUrl ?? '',
        webLogoUrlSmall: v.webLogoUrlSmall ?? '',
        themeId: v.themeId ?? null,
        ...(isDefault ? {} : { enabled: v.enabled }),
      });
    } catch (error) {
      // A refusal of one field (a web address another brand has, a reserved one) shows under that field.
      const found = isRequestError(error) ? fieldProblem(error.msg) : null;
      if (found) form.setFields([{ name: found.field, errors: [found.problem] }]);
      else if (isRequestError(error)) void toastError(error.msg);
      throw error;
    }
    void toastSuccess(brand ? t('branding.saved') : t('branding.created', { name: saved.brandName }));
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={brand ? t('branding.editTitle', { name: brand.brandName }) : t('branding.createTitle')}
      onCancel={onClose}
      saving={save.isPending}
      onSave={submit}
      testId="brand-form"
      width={600}
    >
      <Form form={form} layout="vertical" name="brand-form" autoComplete="off">
        <Form.Item
          name="brandName"
          label={t('branding.name')}
          rules={[
            { required: true, whitespace: true, message: t('ui:validation.required') },
            { max: 100, message: t('ui:validation.maxLength', { max: 100 }) },
          ]}
        >
          <Input maxLength={100} data-testid="brand-name" />
        </Form.Item>
        <Form.Item
          name="webAddress"
          label={t('branding.webAddress')}
          extra={t('branding.webAddressHint')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const label = (value ?? '').trim().toLowerCase();
                if (isDefault || label === brand?.webAddress) return;
                const problem = webAddressProblem(label);
                if (problem) throw new Error(t(`branding.webAddressProblem.${problemKey(problem)}`));
              },
            },
          ]}
        >
          <Input maxLength={63} disabled={isDefault} data-testid="brand-web-address" />
        </Form.Item>
        <Form.Item name="webLogoUrl" label={t('branding.logo')} extra={t('branding.logoHint')}>
          <LogoField
            testId="brand-logo"
            onProblem={(problem) => form.setFields([{ name: 'webLogoUrl', errors: problem ? [problem] : [] }])}
          />
        </Form.Item>
        <Form.Item name="webLogoUrlSmall" label={t('branding.logoSmall')} extra={t('branding.logoHint')}>
          <LogoField
            testId="brand-logo-small"
            small
            onProblem={(problem) => form.setFields([{ name: 'webLogoUrlSmall', errors: problem ? [problem] : [] }])}
          />
        </Form.Item>
        <Form.Item name="themeId" label={t('branding.theme')} extra={t('branding.themeHint')}>
          <ThemeSelect
            current={currentTheme}
            enabled={open}
            placeholder={t('branding.noTheme')}
            popupMatchSelectWidth={false}
            data-testid="brand-theme"
          />
        </Form.Item>
        {!isDefault && (
          <Form.Item name="enabled" label={t('status.enabled')} valuePropName="checked">
            <Switch data-testid="brand-enabled" />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}

/** The message key of a web-address problem (theme.ts webAddressProblem). */
function problemKey(problem: string): 'required' | 'tooLong' | 'format' | 'reserved' {
  if (problem === 'is required') return 'required';
  if (problem.startsWith('must be at most')) return 'tooLong';
  if (problem === 'is reserved for the platform') return 'reserved';
  return 'format';
}

/** A logo field: its picture, an upload button (image type and size checked here and on the server), remove. */
function LogoField({
  value,
  onChange,
  testId,
  small = false,
  onProblem,
}: {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
  small?: boolean;
  /** why the file chosen is refused (shown under the field), or null once a logo is taken */
  onProblem: (problem: string | null) => void;
}) {
  const { t } = useTranslation(ORG_NS);
  const [uploading, setUploading] = useState(false);
  const onFile = async (file: File) => {
    if (!(BRAND_LOGO_TYPES as readonly string[]).includes(file.type)) {
      onProblem(t('branding.logoType'));
      return false;
    }
    if (file.size > BRAND_LOGO_MAX_BYTES) {
      onProblem(t('branding.logoSize'));
      return false;
    }
    setUploading(true);
    try {
      // The server checks the bytes: a file named .png that is no picture is refused, said under the field.
      const r = await uploadBrandLogo(file);
      onChange?.(r.url);
      onProblem(null);
    } catch (error) {
      onProblem(isRequestError(error) ? error.msg : String(error));
    } finally {
      setUploading(false);
    }
    return false;
  };
  return (
    <Space wrap align="center" data-testid={testId}>
      <BrandLogo url={value ?? ''} small={small} />
      <Upload accept={LOGO_ACCEPT} showUploadList={false} beforeUpload={(file) => onFile(file)}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
          {t('branding.upload')}
        </Button>
      </Upload>
      {value && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} aria-label={t('branding.removeLogo')}>
          {t('branding.removeLogo')}
        </Button>
      )}
    </Space>
  );
}
