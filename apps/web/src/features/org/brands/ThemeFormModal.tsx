import {
  type ContrastProblem,
  LOGO_PLACEMENTS,
  normaliseHex,
  SIDEBAR_MODES,
  type ThemeRow,
  themeContrastProblems,
} from '@edu/shared';
import { Alert, Col, ColorPicker, Form, Input, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../ui/FormModal';
import { useSaveTheme } from '../api/branding';
import { ORG_NS } from '../i18n';
import { ThemePreview } from './ThemePreview';

interface Values {
  name: string;
  primaryColor: string;
  sidebarBg: string;
  sidebarText: string;
  logoPlacement: (typeof LOGO_PLACEMENTS)[number];
  sidebarMode: (typeof SIDEBAR_MODES)[number];
}

const NEW_THEME: Omit<Values, 'name'> = {
  primaryColor: '#1d4ed8',
  sidebarBg: '#0f172a',
  sidebarText: '#e2e8f0',
  logoPlacement: 'sidebar',
  sidebarMode: 'dark',
};

/** The colours of the form as typed, or the last readable ones while a field is half typed. */
function hexOr(value: string | undefined, fallback: string): string {
  return normaliseHex(value ?? '') ?? fallback;
}

/** Create or replace a theme; the preview follows every change and contrast is checked before saving. */
export function ThemeFormModal({ open, theme, onClose }: { open: boolean; theme?: ThemeRow; onClose: () => void }) {
  const { t } = useTranslation(ORG_NS);
  const [form] = Form.useForm<Values>();
  const save = useSaveTheme();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(theme ? { ...theme } : { ...NEW_THEME, name: '' });
  }, [open, theme, form]);

  const colours = {
    primaryColor: hexOr(watched?.primaryColor, theme?.primaryColor ?? NEW_THEME.primaryColor),
    sidebarBg: hexOr(watched?.sidebarBg, theme?.sidebarBg ?? NEW_THEME.sidebarBg),
    sidebarText: hexOr(watched?.sidebarText, theme?.sidebarText ?? NEW_THEME.sidebarText),
  };
  const problems = themeContrastProblems(colours);
  const problemText = (p: ContrastProblem) =>
    t(p.field === 'primaryColor' ? 'themes.contrastPrimary' : 'themes.contrastSidebar', { ratio: p.ratio });

  const contrastRule = (field: ContrastProblem['field']) => ({
    validator: async () => {
      const values = form.getFieldsValue();
      const problem = themeContrastProblems({
        primaryColor: hexOr(values.primaryColor, '#000000'),
        sidebarBg: hexOr(values.sidebarBg, '#000000'),
        sidebarText: hexOr(values.sidebarText, '#ffffff'),
      }).find((p) => p.field === field);
      if (problem) throw new Error(problemText(problem));
    },
  });
  const hexRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (normaliseHex(value ?? '') === null) throw new Error(t('themes.colourFormat'));
    },
  };

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      ...(theme ? { id: theme.id } : {}),
      name: v.name.trim(),
      primaryColor: hexOr(v.primaryColor, ''),
      sidebarBg: hexOr(v.sidebarBg, ''),
      sidebarText: hexOr(v.sidebarText, ''),
      logoPlacement: v.logoPlacement,
      sidebarMode: v.sidebarMode,
    });
    void toastSuccess(t('themes.saved'));
    onClose();
  };

  const colourField = (name: 'primaryColor' | 'sidebarBg' | 'sidebarText', contrast?: ContrastProblem['field']) => (
    <Form.Item label={t(`themes.${name}`)} required>
      <Row gutter={8} wrap={false} align="middle">
        <Col flex="none">
          {/* A button of its own as the trigger: antd's is an unnamed, unfocusable div (an aria-label on it
              names nothing a keyboard or a screen reader can reach). */}
          <ColorPicker
            disabledAlpha
            value={colours[name]}
            onChangeComplete={(c) => {
              form.setFieldValue(name, c.toHexString());
              void form.validateFields(['primaryColor', 'sidebarText']).catch(() => undefined);
            }}
          >
            <button
              type="button"
              className="theme-colour-trigger"
              style={{ background: colours[name] }}
              aria-label={t('themes.pick', { field: t(`themes.${name}`) })}
              data-testid={`theme-${name}-picker`}
            />
          </ColorPicker>
        </Col>
        <Col flex="auto">
          <Form.Item
            name={name}
            noStyle
            dependencies={contrast === 'sidebarText' ? ['sidebarBg'] : undefined}
            rules={contrast ? [hexRule, contrastRule(contrast)] : [hexRule]}
          >
            <Input maxLength={7} aria-label={t(`themes.${name}`)} data-testid={`theme-${name}`} />
          </Form.Item>
        </Col>
      </Row>
    </Form.Item>
  );

  return (
    <FormModal
      open={open}
      title={theme ? t('themes.editTitle', { name: theme.name }) : t('themes.createTitle')}
      onCancel={onClose}
      saving={save.isPending}
      onSave={submit}
      testId="theme-form"
      width={760}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form form={form} layout="vertical" name="theme-form" autoComplete="off">
            <Form.Item
              name="name"
              label={t('themes.name')}
              rules={[
                { required: true, whitespace: true, message: t('ui:validation.required') },
                { max: 50, message: t('ui:validation.maxLength', { max: 50 }) },
              ]}
            >
              <Input maxLength={50} data-testid="theme-name" />
            </Form.Item>
            {colourField('primaryColor', 'primaryColor')}
            {colourField('sidebarBg')}
            {colourField('sidebarText', 'sidebarText')}
            <Form.Item name="sidebarMode" label={t('themes.sidebarMode')}>
              <Radio.Group
                optionType="button"
                options={SIDEBAR_MODES.map((m) => ({ value: m, label: t(`themes.mode.${m}`) }))}
              />
            </Form.Item>
            <Form.Item name="logoPlacement" label={t('themes.logoPlacement')}>
              <Radio.Group
                optionType="button"
                options={LOGO_PLACEMENTS.map((p) => ({ value: p, label: t(`themes.placement.${p}`) }))}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} md={12}>
          <ThemePreview
            theme={{
              ...colours,
              logoPlacement: watched?.logoPlacement ?? 'sidebar',
              sidebarMode: watched?.sidebarMode ?? 'dark',
            }}
          />
          {problems.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              className="theme-contrast"
              data-testid="theme-contrast"
              title={problems.map(problemText).join(' ')}
            />
          ) : (
            <Alert type="success" showIcon className="theme-contrast" title={t('themes.contrastOk')} />
          )}
        </Col>
      </Row>
    </FormModal>
  );
}
