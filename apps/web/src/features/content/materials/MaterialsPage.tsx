import { MATERIAL_KINDS, type MaterialKind, type MaterialRow } from '@edu/shared';
import { mayCall } from '@edu/shared/api/endpoint';
import { Card, Flex, Grid, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../app/api';
import { toastSuccess } from '../../../app/feedback';
import { useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, ListSearch } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useDeleteMaterial, useMaterialList, useShareClasses } from '../api/materials';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { MaterialCardList } from './MaterialCardList';
import { MaterialUploadCard } from './MaterialUploadCard';
import { downloadMaterial, MaterialViewer } from './MaterialViewer';
import type { MaterialActions } from './material-ui';
import { ShareDialog } from './ShareDialog';
import { useMaterialColumns } from './useMaterialColumns';
import { useMaterialUploads } from './useMaterialUploads';

interface Filters {
  kind?: MaterialKind;
  classId?: number;
}

/**
 * /learningMaterialsManagement/index. Teachers upload files (PDF, images, audio, video, office
 * documents) with a progress bar, share them with their classes, open and delete them. Students see
 * what is shared with their classes and open it in the page (PDF, images, audio, video) or download it.
 */
export default function MaterialsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const caller = useCaller();
  const teacher = mayCall(routes.content.uploadMaterial, caller.roles);
  const screens = Grid.useBreakpoint();
  const list = useListState<Filters>({});
  const query = useMaterialList(list.params);
  const classes = useShareClasses(teacher);
  const remove = useDeleteMaterial();
  const uploads = useMaterialUploads();
  const [sharing, setSharing] = useState<MaterialRow | null>(null);
  const [viewing, setViewing] = useState<MaterialRow | null>(null);
  const [modal, modalContext] = Modal.useModal();
  const f = list.state.filters;

  const confirmDelete = (m: MaterialRow) => {
    void modal.confirm({
      title: t('materials.deleteTitle', { name: m.name }),
      content:
        m.classes.length > 0 ? t('materials.deleteShared', { count: m.classes.length }) : t('materials.deleteBody'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(m.id);
        void toastSuccess(t('materials.deleted'));
      }),
    });
  };

  const actions: MaterialActions = {
    view: setViewing,
    download: (m) => void downloadMaterial(m).catch(() => undefined),
    share: setSharing,
    remove: confirmDelete,
  };
  const columns = useMaterialColumns({ sorted: list.state, teacher, wide: screens.lg === true, actions });
  const emptyText = teacher ? t('materials.noneTeacher') : t('materials.noneStudent');

  return (
    <Flex
      vertical
      gap={16}
      className="materials-page"
      data-testid={teacher ? 'materials-teacher' : 'materials-student'}
    >
      {modalContext}
      {teacher && <MaterialUploadCard uploads={uploads.uploads} onFile={uploads.start} onDismiss={uploads.dismiss} />}
      <Card className="ct-card ct-list" title={teacher ? t('materials.mine') : t('materials.sharedToMe')}>
        <ListToolbar
          filters={
            <>
              <ListSearch list={list} placeholder={t('materials.searchPlaceholder')} />
              <Select<MaterialKind>
                allowClear
                placeholder={t('materials.kind')}
                aria-label={t('materials.kind')}
                value={f.kind}
                onChange={(v) => list.setFilters({ kind: v })}
                options={MATERIAL_KINDS.map((k) => ({ value: k, label: t(`materialKind.${k}`) }))}
                className="list-toolbar__select"
                data-testid="filter-kind"
              />
              {teacher && (
                <Select<number>
                  allowClear
                  placeholder={t('ui:fields.class')}
                  aria-label={t('ui:fields.class')}
                  value={f.classId}
                  onChange={(v) => list.setFilters({ classId: v })}
                  loading={classes.isLoading}
                  options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  className="list-toolbar__select list-toolbar__select--wide"
                />
              )}
            </>
          }
        />
        {screens.md ? (
          <ListTable<MaterialRow>
            query={query}
            list={list}
            columns={columns}
            scroll={{ x: teacher ? 960 : 760 }}
            data-testid="material-table"
            emptyText={emptyText}
            errorTestId="content-error"
          />
        ) : (
          <MaterialCardList query={query} list={list} teacher={teacher} emptyText={emptyText} actions={actions} />
        )}
      </Card>
      {teacher && <ShareDialog material={sharing} onClose={() => setSharing(null)} />}
      <MaterialViewer material={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
