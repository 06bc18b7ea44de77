import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import type { MenuSettings } from '@edu/shared/contracts/menus';
import type { MenuCatalogueEntry } from '@edu/shared/menus/entry';
import { type RoleName, RoleType } from '@edu/shared/roles';
import { Button, Card, Flex, Modal, Select, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { type DragEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { toastSuccess } from '../../app/feedback';
import { flattenRoutes, routesFor } from '../../app/route-table';
import { iconFor } from '../../shell/icons';
import { ROUTE_NS } from '../../shell/route-titles/i18n';
import { settle } from '../../ui/confirm';
import { IconAction } from '../../ui/IconAction';
import { QueryError } from '../../ui/QueryError';
import { useMenuSettings, useSaveMenuSettings } from './api';
import { catalogueOf } from './catalogue-source';
import './i18n';
import { MENUS_NS } from './i18n';
import {
  baseMenu,
  type DraftRow,
  draftOf,
  editableRoles,
  entriesOf,
  type Layer,
  moveRow,
  previewOf,
  sameSettings,
} from './model';
import { RenameModal } from './RenameModal';
import './menus.css';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** The icon of a role's route (the route table's meta.icon). */
function useIcons(role: RoleName) {
  return useMemo(() => new Map(flattenRoutes(routesFor([role])).map((r) => [r.path, iconFor(r.meta.icon)])), [role]);
}

/** A role's sidebar as the settings being edited make it. */
function Preview({ role, entries }: { role: RoleName; entries: { path: string; title: string; name: string }[] }) {
  const { t } = useTranslation(MENUS_NS);
  const icons = useIcons(role);
  const caption = t('preview', { role: t(`roles.${role}`) });
  return (
    <figure className="menus-preview" data-testid="menu-preview">
      <figcaption className="menus-preview__caption">{caption}</figcaption>
      <div className="menus-preview__frame">
        {entries.length === 0 ? (
          <p className="menus-preview__empty">{t('previewEmpty')}</p>
        ) : (
          <ul className="menus-preview__list" aria-label={caption}>
            {entries.map((e) => {
              const Icon = icons.get(e.path);
              return (
                <li key={e.path} className="menus-preview__item" data-path={e.path}>
                  {Icon ? <Icon aria-hidden /> : null}
                  <span>{e.name}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </figure>
  );
}

interface LayerEditorProps {
  catalogue: readonly MenuCatalogueEntry[];
  role: RoleName;
  layer: Layer;
  settings: MenuSettings;
  modal: ModalApi;
  onDirty: (dirty: boolean) => void;
}

/** One role's entries in one layer: reorder (drag and drop, or move up and down), hide, rename; save. */
function LayerEditor({ catalogue, role, layer, settings, modal, onDirty }: LayerEditorProps) {
  const { t } = useTranslation(MENUS_NS);
  const { t: tRoute } = useTranslation(ROUTE_NS);
  const language = useAppStore((s) => s.language);
  const icons = useIcons(role);
  const initial = useMemo(() => draftOf(catalogue, role, settings, layer), [catalogue, role, settings, layer]);
  const base = useMemo(() => baseMenu(catalogue, role, settings, layer), [catalogue, role, settings, layer]);
  const [rows, setRows] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const [renaming, setRenaming] = useState<DraftRow | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const save = useSaveMenuSettings();
  const dirty = !sameSettings(rows, initial, base);
  const roleName = t(`roles.${role}`);

  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const defaultName = (row: Pick<DraftRow, 'title' | 'inherited'>) => row.inherited[language] || tRoute(row.title);
  const nameOf = (row: Pick<DraftRow, 'title' | 'inherited' | 'labels'>) => row.labels[language] || defaultName(row);
  const preview = previewOf(catalogue, role, settings, layer, rows).map((e) => ({
    path: e.path,
    title: e.title,
    name: e.labels[language] || tRoute(e.title),
  }));

  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length || from === to) return;
    setRows(moveRow(rows, from, to));
    setAnnouncement(t('moved', { name: nameOf(row), position: to + 1, total: rows.length }));
  };
  const change = (path: string, patch: Partial<DraftRow>) =>
    setRows((list) => list.map((r) => (r.path === path ? { ...r, ...patch } : r)));

  const write = async (entries: ReturnType<typeof entriesOf>, done: string) => {
    await save.mutateAsync({ roleType: RoleType[role], entries });
    void toastSuccess(done);
  };
  const onSave = () => void settle(() => write(entriesOf(rows, base), t('saved', { role: roleName })))();
  const onRestore = () =>
    void modal.confirm({
      title: t('restoreTitle', { role: roleName }),
      content: t('restoreContent'),
      okText: t('restore'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(() => write([], t('restored', { role: roleName }))),
    });

  const dragProps = (index: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', rows[index]?.path ?? '');
      setDragged(index);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  });

  return (
    <div className="menus-editor__body">
      <section className="menus-editor__entries" aria-labelledby="menus-entries-title">
        <Typography.Title level={2} className="menus-editor__title" id="menus-entries-title">
          {t('entries', { role: roleName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('dragHint')}</Typography.Paragraph>
        <ol className="menus-editor__list" data-testid="menu-entries">
          {rows.map((row, index) => {
            const name = nameOf(row);
            const Icon = icons.get(row.path);
            const renamed = name !== tRoute(row.title);
            const classes = ['menus-row'];
            if (dragged === index) classes.push('is-dragged');
            if (over === index && dragged !== index) classes.push('is-over');
            if (row.hidden || row.hiddenByPlatform) classes.push('is-hidden');
            return (
              <li key={row.path} className={classes.join(' ')} data-path={row.path} {...dragProps(index)}>
                <HolderOutlined className="menus-row__handle" aria-hidden />
                {Icon ? <Icon className="menus-row__icon" aria-hidden /> : null}
                <span className="menus-row__name">
                  <span className="menus-row__label">{name}</span>
                  {renamed ? (
                    <Typography.Text type="secondary" className="menus-row__was">
                      {t('row.renamedFrom', { name: tRoute(row.title) })}
                    </Typography.Text>
                  ) : null}
                </span>
                <span className="menus-row__tags">
                  {row.locked ? <Tag>{t('row.locked')}</Tag> : null}
                  {row.hiddenByPlatform ? <Tag color="warning">{t('row.hiddenByPlatform')}</Tag> : null}
                  {row.hidden && !row.hiddenByPlatform ? <Tag>{t('row.hidden')}</Tag> : null}
                </span>
                <Space size={4} className="menus-row__actions">
                  <Switch
                    size="small"
                    aria-label={t('row.show', { name })}
                    checked={!row.hidden && !row.hiddenByPlatform}
                    disabled={row.locked || row.hiddenByPlatform}
                    onChange={(shown) => change(row.path, { hidden: !shown })}
                    data-testid="menu-row-show"
                  />
                  <IconAction
                    label={t('row.moveUp', { name })}
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    data-testid="menu-row-up"
                  />
                  <IconAction
                    label={t('row.moveDown', { name })}
                    icon={<ArrowDownOutlined />}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                    data-testid="menu-row-down"
                  />
                  <IconAction
                    label={t('row.rename', { name })}
                    icon={<EditOutlined />}
                    onClick={() => setRenaming(row)}
                    data-testid="menu-row-rename"
                  />
                </Space>
              </li>
            );
          })}
        </ol>
        <div className="ui-visually-hidden" aria-live="polite" data-testid="menu-announcement">
          {announcement}
        </div>
        <Flex wrap gap="small" align="center" className="menus-editor__footer">
          <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={onSave} data-testid="menu-save">
            {t('save')}
          </Button>
          <Button disabled={!dirty || save.isPending} onClick={() => setRows(initial)} data-testid="menu-discard">
            {t('discard')}
          </Button>
          <Button danger disabled={save.isPending} onClick={onRestore} data-testid="menu-restore">
            {t('restore')}
          </Button>
          {dirty ? <Typography.Text type="warning">{t('unsaved')}</Typography.Text> : null}
        </Flex>
      </section>
      <Preview role={role} entries={preview} />
      <RenameModal
        row={renaming}
        name={renaming ? nameOf(renaming) : ''}
        onClose={() => setRenaming(null)}
        onDone={(labels) => renaming && change(renaming.path, { labels })}
      />
    </div>
  );
}

/**
 * The menu editor of a layer (issue 13 item 4): the platform's (/menu/menu) or the caller's brand's
 * (/menuBrand/brandIndex), one role at a time, with a preview of that role's sidebar.
 */
export function MenuEditor({ layer }: { layer: Layer }) {
  const { t } = useTranslation(MENUS_NS);
  const [modal, modalContext] = Modal.useModal();
  const catalogue = useMemo(() => catalogueOf(), []);
  const roles = useMemo(() => editableRoles(catalogue, layer), [catalogue, layer]);
  const [role, setRole] = useState<RoleName>(roles[0] ?? 'teacher');
  const [dirty, setDirty] = useState(false);
  const settings = useMenuSettings(RoleType[role]);

  const pick = (next: RoleName) => {
    if (next === role) return;
    if (!dirty) return setRole(next);
    void modal.confirm({
      title: t('switchTitle'),
      content: t('switchContent', { role: t(`roles.${role}`) }),
      okText: t('discard'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: () => {
        setDirty(false);
        setRole(next);
      },
    });
  };

  const body = () => {
    if (settings.isError)
      return <QueryError error={settings.error} onRetry={() => settings.refetch()} testId="menus-error" />;
    if (settings.isPending) return <Skeleton active />;
    return (
      <LayerEditor
        // Made anew for another role, or when the saved settings change (after a save).
        key={`${role}:${JSON.stringify(settings.data)}`}
        catalogue={catalogue}
        role={role}
        layer={layer}
        settings={settings.data}
        modal={modal}
        onDirty={setDirty}
      />
    );
  };

  return (
    <Card className="menus-editor" data-testid={`menus-${layer}`}>
      {modalContext}
      <Typography.Paragraph type="secondary">
        {layer === 'platform' ? t('platformIntro') : t('brandIntro')}
      </Typography.Paragraph>
      <Flex wrap gap="small" align="center" className="menus-editor__pickers">
        <label htmlFor="menus-role" className="menus-editor__role-label">
          {t('role')}
        </label>
        <Select
          id="menus-role"
          className="menus-editor__role"
          value={role}
          onChange={pick}
          options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          data-testid="menus-role"
        />
      </Flex>
      {body()}
    </Card>
  );
}
