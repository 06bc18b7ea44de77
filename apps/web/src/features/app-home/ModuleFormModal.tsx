import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APP_ICONS,
  APP_MODULE_KINDS,
  type AppIcon,
  type AppModule,
  type AppModuleKind,
  BANNER_SLIDES_MAX,
  COURSE_SHELF_MAX,
  RICH_BLOCK_MAX,
  SHORTCUTS_MAX,
  type UpdateModuleInput,
} from '@edu/shared';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../app/use-debounced';
import { FormModal } from '../../ui/FormModal';
import { RichHtml } from '../../ui/rich/RichHtml';
import { useCourseSearch } from './api';
import { APP_HOME_NS } from './i18n';
import { PictureField } from './PictureField';

interface Values {
  kind: AppModuleKind;
  title: string;
  courseIds?: number[];
  slides?: { imageUrl: string; link: string; alt: string }[];
  items?: { icon: AppIcon; label: string; target: string }[];
  html?: string;
}

function initialOf(module: AppModule | null, kind: AppModuleKind): Values {
  if (!module) {
    return {
      kind,
      title: '',
      courseIds: [],
      slides: [{ imageUrl: '', link: '', alt: '' }],
      items: [{ icon: 'book', label: '', target: '' }],
      html: '',
    };
  }
  const base = { kind: module.kind, title: module.title };
  switch (module.kind) {
    case 'courseShelf':
      return { ...base, courseIds: module.config.courseIds };
    case 'banner':
      return { ...base, slides: module.config.slides };
    case 'shortcutGrid':
      return { ...base, items: module.config.items };
    case 'richText':
      return { ...base, html: module.config.html };
  }
}

/** The updateModule input of the form's values (the server checks every field again). */
export function moduleInputOf(v: Values, ids: { id?: number; tabId?: number }): UpdateModuleInput {
  const head = { ...ids, title: v.title ?? '' };
  switch (v.kind) {
    case 'courseShelf':
      return { ...head, kind: 'courseShelf', config: { courseIds: v.courseIds ?? [] } };
    case 'banner':
      return {
        ...head,
        kind: 'banner',
        config: { slides: (v.slides ?? []).map((s) => ({ ...s, link: s.link ?? '', alt: s.alt ?? '' })) },
      };
    case 'shortcutGrid':
      return { ...head, kind: 'shortcutGrid', config: { items: v.items ?? [] } };
    case 'richText':
      return { ...head, kind: 'richText', config: { html: v.html ?? '' } };
  }
}

/** Adds a module to a tab (no `module`) or changes one: its kind, title and content. */
export function ModuleFormModal({
  open,
  module,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  module: AppModule | null;
  saving: boolean;
  onSave: (input: (ids: { id?: number; tabId?: number }) => UpdateModuleInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(APP_HOME_NS);
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? module?.kind ?? 'richText';
  const html = Form.useWatch('html', form) ?? '';
  return (
    <FormModal
      open={open}
      width={640}
      title={t(module ? 'modules.edit' : 'modules.add')}
      saving={saving}
      testId="app-home-module-modal"
      onCancel={onClose}
      onSave={async () => {
        const values = await form.validateFields();
        await onSave((ids) => moduleInputOf(values, ids));
        onClose();
      }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialOf(module, module?.kind ?? 'richText')}
      >
        <Form.Item name="kind" label={t('modules.kind')} rules={[{ required: true }]}>
          <Select
            data-testid="app-home-module-kind"
            options={APP_MODULE_KINDS.map((k) => ({ value: k, label: t(`modules.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('modules.name')} rules={[{ max: 40 }]}>
          <Input maxLength={40} data-testid="app-home-module-title" />
        </Form.Item>
        {kind === 'courseShelf' && <CoursesField />}
        {kind === 'banner' && <SlidesField />}
        {kind === 'shortcutGrid' && <ShortcutsField />}
        {kind === 'richText' && (
          <>
            <Form.Item name="html" label={t('modules.html')} rules={[{ max: RICH_BLOCK_MAX }]}>
              <Input.TextArea rows={6} data-testid="app-home-module-html" />
            </Form.Item>
            <section className="app-home-html-preview" aria-label={t('modules.htmlPreview')}>
              <RichHtml html={html} />
            </section>
          </>
        )}
      </Form>
    </FormModal>
  );
}

function CoursesField() {
  const { t } = useTranslation(APP_HOME_NS);
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search, 300);
  const found = useCourseSearch(keyword);
  const options = useMemo(() => (found.data?.list ?? []).map((c) => ({ value: c.id, label: c.title })), [found.data]);
  return (
    <Form.Item
      name="courseIds"
      label={t('modules.courses')}
      rules={[{ required: true, type: 'array', min: 1, max: COURSE_SHELF_MAX }]}
    >
      <Select
        mode="multiple"
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={found.isFetching}
        placeholder={t('modules.coursesPlaceholder')}
        options={options}
      />
    </Form.Item>
  );
}

function SlidesField() {
  const { t } = useTranslation(APP_HOME_NS);
  return (
    <Form.List name="slides">
      {(fields, { add, remove }) => (
        <fieldset className="app-home-fieldset">
          <legend>{t('modules.slides')}</legend>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap className="app-home-fieldset__row">
              <Form.Item name={[field.name, 'imageUrl']} label={t('modules.image')} rules={[{ required: true }]}>
                <PictureField
                  label={t('modules.upload')}
                  alt={t('modules.image')}
                  testId={`app-home-slide-upload-${index}`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'link']} label={t('modules.link')} tooltip={t('modules.linkHint')}>
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item name={[field.name, 'alt']} label={t('modules.alt')}>
                <Input maxLength={100} />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('modules.remove')}
                disabled={fields.length === 1}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= BANNER_SLIDES_MAX}
            onClick={() => add({ imageUrl: '', link: '', alt: '' })}
          >
            {t('modules.addSlide')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

function ShortcutsField() {
  const { t } = useTranslation(APP_HOME_NS);
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <fieldset className="app-home-fieldset">
          <legend>{t('modules.shortcuts')}</legend>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="start" wrap className="app-home-fieldset__row">
              <Form.Item name={[field.name, 'icon']} label={t('tabs.icon')} rules={[{ required: true }]}>
                <Select
                  className="app-home-icon-select"
                  options={APP_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'label']}
                label={t('modules.label')}
                rules={[{ required: true, whitespace: true, max: 20 }]}
              >
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'target']}
                label={t('modules.target')}
                tooltip={t('modules.linkHint')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input maxLength={500} />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('modules.remove')}
                disabled={fields.length === 1}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= SHORTCUTS_MAX}
            onClick={() => add({ icon: 'book', label: '', target: '' })}
          >
            {t('modules.addShortcut')}
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
