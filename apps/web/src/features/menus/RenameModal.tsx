import { LANGUAGE_NAMES, LANGUAGES } from '@edu/shared/constants';
import { MENU_LABEL_MAX } from '@edu/shared/contracts/menus';
import type { MenuLabels } from '@edu/shared/menus/merge';
import { Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../app/i18n';
import { ROUTE_NS } from '../../shell/route-titles/i18n';
import { FormModal } from '../../ui/FormModal';
import { MENUS_NS } from './i18n';
import { type DraftRow, labelsOf } from './model';

/** The names of a menu entry in each language; an empty one keeps the name under the layer. */
export function RenameModal({
  row,
  name,
  onClose,
  onDone,
}: {
  /** the entry renamed; null: closed */
  row: DraftRow | null;
  /** its name as shown now */
  name: string;
  onClose: () => void;
  onDone: (labels: MenuLabels) => void;
}) {
  const { t } = useTranslation(MENUS_NS);
  const [form] = Form.useForm<MenuLabels>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when it opens
  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue(row.labels);
  }, [row]);

  const submit = async () => {
    const values = await form.validateFields();
    onDone(labelsOf(values));
    onClose();
  };

  return (
    <FormModal
      open={row !== null}
      title={t('renameTitle', { name })}
      onCancel={onClose}
      saving={false}
      onSave={submit}
      testId="menu-rename"
    >
      <Typography.Paragraph type="secondary">{t('renameHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="menu-rename" autoComplete="off">
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={language}
            label={LANGUAGE_NAMES[language]}
            rules={[{ max: MENU_LABEL_MAX, message: t('ui:validation.maxLength', { max: MENU_LABEL_MAX }) }]}
          >
            <Input
              lang={language}
              maxLength={MENU_LABEL_MAX}
              placeholder={
                row ? row.inherited[language] || i18n.t(row.title, { ns: ROUTE_NS, lng: language }) : undefined
              }
              data-testid={`menu-rename-${language}`}
            />
          </Form.Item>
        ))}
      </Form>
    </FormModal>
  );
}
