import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AppModule, AppTab, AppTabWithModules, BrandTabs } from '@edu/shared';
import { moveTo } from '@edu/shared/app-home-order';
import { App, Button, Card, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../ui/confirm';
import { IconAction } from '../../ui/IconAction';
import { QueryError } from '../../ui/QueryError';
import { useAppHomeChanges, useBrandTabs } from './api';
import { BrandScope } from '../../ui/BrandScope';
import './i18n';
import { APP_HOME_NS } from './i18n';
import { APP_ICON_GLYPHS } from './icons';
import { ModuleFormModal } from './ModuleFormModal';
import { PhonePreview } from './PhonePreview';
import { SortableList } from './SortableList';
import { TabFormModal } from './TabFormModal';
import './app-home.css';

/** /branding/menuConfiguration?brandId= (admin, hidden): a brand's app home, its tabs and their modules. */
export default function MenuConfigurationPage() {
  return <BrandScope>{(brandId) => <AppHomeEditor brandId={brandId} />}</BrandScope>;
}

/** An order being saved: the ids as they will be once the move is saved, shown meanwhile. */
export interface Pending {
  scope: 'tabs' | number;
  ids: number[];
}

function ordered<T extends { id: number }>(items: readonly T[], ids: number[] | undefined): T[] {
  if (!ids) return [...items];
  const byId = new Map(items.map((i) => [i.id, i]));
  const out = ids.flatMap((id) => byId.get(id) ?? []);
  return out.length === items.length ? out : [...items];
}

export function withPending(home: BrandTabs, pending: Pending | null): AppTabWithModules[] {
  const tabs = ordered(home.tabs, pending?.scope === 'tabs' ? pending.ids : undefined);
  return tabs.map((tab) => (pending?.scope === tab.id ? { ...tab, modules: ordered(tab.modules, pending.ids) } : tab));
}

function AppHomeEditor({ brandId }: { brandId: number }) {
  const { t } = useTranslation(APP_HOME_NS);
  const { modal, message } = App.useApp();
  const query = useBrandTabs(brandId);
  const changes = useAppHomeChanges();
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<number | undefined>();
  const [tabForm, setTabForm] = useState<{ tab: AppTab | null } | null>(null);
  const [moduleForm, setModuleForm] = useState<{ module: AppModule | null } | null>(null);

  const tabs = useMemo(() => (query.data ? withPending(query.data, pending) : []), [query.data, pending]);
  const tab = tabs.find((x) => x.id === selected) ?? tabs[0];

  if (query.isError)
    return <QueryError testId="app-home-error" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const moveTab = (item: AppTab, position: number) => {
    const ids = moveTo(
      tabs.map((x) => x.id),
      item.id,
      position,
    );
    if (!ids) return;
    setPending({ scope: 'tabs', ids });
    changes.moveTab
      .mutateAsync({ id: item.id, position })
      .then(() => void message.success(t('tabs.moved')))
      .catch(() => undefined)
      .finally(() => setPending(null));
  };

  const moveModule = (item: AppModule, position: number) => {
    if (!tab) return;
    const ids = moveTo(
      tab.modules.map((m) => m.id),
      item.id,
      position,
    );
    if (!ids) return;
    setPending({ scope: tab.id, ids });
    changes.moveModule
      .mutateAsync({ id: item.id, position })
      .then(() => void message.success(t('modules.moved')))
      .catch(() => undefined)
      .finally(() => setPending(null));
  };

  const confirmDeleteTab = (item: AppTab) =>
    modal.confirm({
      title: t('tabs.deleteTitle', { name: item.title }),
      content: t('tabs.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await changes.deleteTab.mutateAsync(item.id);
        void message.success(t('tabs.deleted', { name: item.title }));
      }),
    });

  const confirmDeleteModule = (item: AppModule) =>
    modal.confirm({
      title: t('modules.deleteTitle', { name: item.title || t(`modules.kinds.${item.kind}`) }),
      content: t('modules.deleteContent'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await changes.deleteModule.mutateAsync(item.id);
        void message.success(t('modules.deleted'));
      }),
    });

  const moduleName = (m: AppModule) => m.title || t(`modules.kinds.${m.kind}`);

  return (
    <Flex gap={16} wrap className="app-home" data-testid="app-home-editor">
      <Flex vertical gap={16} className="app-home__editor">
        <Card
          title={t('tabs.title')}
          extra={
            <Button icon={<PlusOutlined />} onClick={() => setTabForm({ tab: null })} data-testid="app-home-add-tab">
              {t('tabs.add')}
            </Button>
          }
        >
          {tabs.length === 0 ? (
            <Empty description={t('tabs.empty')} />
          ) : (
            <>
              <Typography.Paragraph type="secondary">{t('tabs.dragHint')}</Typography.Paragraph>
              <SortableList
                items={tabs}
                label={t('tabs.title')}
                testId="app-home-tabs"
                nameOf={(x) => x.title}
                selectedId={tab?.id}
                onSelect={(x) => setSelected(x.id)}
                onMove={moveTab}
                render={(x) => (
                  <Space>
                    <span aria-hidden>{APP_ICON_GLYPHS[x.icon]}</span>
                    <span data-testid="app-home-tab-name">{x.title}</span>
                    <Tag>{x.modules.length}</Tag>
                  </Space>
                )}
              />
            </>
          )}
        </Card>
        {tab && (
          <Card
            title={t('modules.title', { tab: tab.title })}
            extra={
              <Space wrap size={4}>
                <IconAction icon={<EditOutlined />} label={t('tabs.edit')} onClick={() => setTabForm({ tab })} />
                <IconAction
                  icon={<DeleteOutlined />}
                  danger
                  label={t('tabs.deleteTitle', { name: tab.title })}
                  onClick={() => confirmDeleteTab(tab)}
                />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => setModuleForm({ module: null })}
                  data-testid="app-home-add-module"
                >
                  {t('modules.add')}
                </Button>
              </Space>
            }
          >
            {tab.modules.length === 0 ? (
              <Empty description={t('modules.empty')} />
            ) : (
              <SortableList
                items={tab.modules}
                label={t('modules.title', { tab: tab.title })}
                testId="app-home-modules"
                nameOf={moduleName}
                onMove={moveModule}
                render={(m) => (
                  <Flex justify="space-between" align="center" gap={8} className="app-home-module-row">
                    <Space>
                      <Tag>{t(`modules.kinds.${m.kind}`)}</Tag>
                      <span data-testid="app-home-module-name">{m.title || t('modules.untitled')}</span>
                    </Space>
                    <Space size={2}>
                      <IconAction
                        icon={<EditOutlined />}
                        label={`${t('modules.edit')}: ${moduleName(m)}`}
                        onClick={() => setModuleForm({ module: m })}
                      />
                      <IconAction
                        icon={<DeleteOutlined />}
                        danger
                        label={t('modules.deleteTitle', { name: moduleName(m) })}
                        onClick={() => confirmDeleteModule(m)}
                      />
                    </Space>
                  </Flex>
                )}
              />
            )}
          </Card>
        )}
      </Flex>
      <Card title={t('preview.title')} className="app-home__preview">
        <PhonePreview tabs={tabs} selectedTabId={tab?.id} onSelectTab={setSelected} />
      </Card>
      <TabFormModal
        open={tabForm !== null}
        tab={tabForm?.tab ?? null}
        saving={changes.insertTab.isPending || changes.updateTab.isPending}
        onClose={() => setTabForm(null)}
        onSave={async (values) => {
          const editing = tabForm?.tab;
          if (editing) await changes.updateTab.mutateAsync({ id: editing.id, ...values });
          else {
            const after = await changes.insertTab.mutateAsync({ brandId, ...values });
            setSelected(after.find((x) => x.title === values.title.trim())?.id ?? after.at(-1)?.id);
          }
          void message.success(t('tabs.saved'));
        }}
      />
      <ModuleFormModal
        open={moduleForm !== null}
        module={moduleForm?.module ?? null}
        saving={changes.updateModule.isPending}
        onClose={() => setModuleForm(null)}
        onSave={async (inputOf) => {
          const editing = moduleForm?.module;
          await changes.updateModule.mutateAsync(inputOf(editing ? { id: editing.id } : { tabId: tab?.id }));
          void message.success(t('modules.saved'));
        }}
      />
    </Flex>
  );
}
