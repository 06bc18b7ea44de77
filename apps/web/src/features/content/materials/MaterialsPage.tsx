import {
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  InboxOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { MATERIAL_KINDS, type MaterialKind, type MaterialRow } from '@edu/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Grid,
  List,
  Modal,
  Progress,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { useInvalidateContent } from '../api/keys';
import {
  uploadMaterial,
  useDeleteMaterial,
  useMaterialList,
  useShareClasses,
  useShareMaterial,
} from '../api/materials';
import { useContentCaller } from '../components/caller';
import { ListEmpty, QueryError, settle } from '../components/common';
import { ListToolbar, SearchBox } from '../../../shell/list/ListToolbar';
import { formatDateTime, formatSize } from '../components/format';
import { antdSortOrder } from '../../../shell/list/list-params';
import { useListState } from '../../../shell/list/useListState';
import { useGradeLabel } from '../components/selects';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { MATERIAL_ACCEPT, MaterialIcon, previewable } from './kinds';
import { downloadMaterial, MaterialViewer } from './MaterialViewer';
import { uploadErrorText } from './upload-errors';
import { useListPagination } from '../../../shell/list/pagination';

interface Filters {
  kind?: MaterialKind;
  classId?: number;
}

interface UploadItem {
  uid: string;
  name: string;
  size: number;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  controller: AbortController;
}

/** The teacher's classes to share a material with (replaces the set). */
function ShareDialog({ material, onClose }: { material: MaterialRow | null; onClose: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const gradeLabel = useGradeLabel();
  const classes = useShareClasses(material !== null);
  const share = useShareMaterial();
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    if (material) setPicked(material.classes.map((c) => c.id));
  }, [material]);
  const submit = async () => {
    if (!material) return;
    try {
      await share.mutateAsync({ id: material.id, classIds: picked });
      void toastSuccess(
        picked.length === 0 ? t('materials.unshared') : t('materials.shared', { count: picked.length }),
      );
      onClose();
    } catch {
      // shown by the request client
    }
  };
  return (
    <Modal
      open={material !== null}
      title={t('materials.shareTitle', { name: material?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={share.isPending}
      okButtonProps={{ disabled: classes.isLoading, 'data-testid': 'share-ok' }}
      destroyOnHidden
      data-testid="share-dialog"
    >
      {classes.isError ? (
        <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.isLoading ? (
        <Skeleton active />
      ) : (classes.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materials.noClasses')} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('materials.shareHelp')}</Typography.Text>
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])} className="share-classes">
            {(classes.data ?? []).map((c) => (
              <Checkbox key={c.id} value={c.id} data-testid="share-class">
                <span className="share-classes__name">{c.name}</span>
                <Typography.Text type="secondary" className="share-classes__meta">
                  {gradeLabel(c.grade)} · {c.schoolName}
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Flex>
      )}
    </Modal>
  );
}

/**
 * /learningMaterialsManagement/index. Teachers upload files (PDF, images, audio, video, office
 * documents) with a progress bar, share them with their classes, open and delete them. Students see
 * what is shared with their classes and open it in the page (PDF, images, audio, video) or download it.
 */
export default function MaterialsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const caller = useContentCaller();
  const teacher = caller.isTeacher;
  const screens = Grid.useBreakpoint();
  const list = useListState<Filters>({});
  const query = useMaterialList(list.params);
  const pager = useListPagination({ page: list.state.page, pageSize: list.state.pageSize, data: query.data });
  const classes = useShareClasses(teacher);
  const remove = useDeleteMaterial();
  const invalidate = useInvalidateContent();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [sharing, setSharing] = useState<MaterialRow | null>(null);
  const [viewing, setViewing] = useState<MaterialRow | null>(null);
  const [modal, modalContext] = Modal.useModal();
  const mounted = useRef(true);
  const f = list.state.filters;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = (uid: string, change: Partial<UploadItem>) =>
    setUploads((items) => items.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  const startUpload = (file: File) => {
    const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const controller = new AbortController();
    setUploads((items) => [
      { uid, name: file.name, size: file.size, percent: 0, status: 'uploading', controller },
      ...items,
    ]);
    uploadMaterial(file, (p) => patch(uid, { percent: p.percent }), controller.signal)
      .then(() => {
        patch(uid, { percent: 100, status: 'done' });
        void invalidate();
        void toastSuccess(t('materials.uploaded', { name: file.name }));
      })
      .catch((error: unknown) => {
        if (mounted.current) patch(uid, { status: 'error', error: uploadErrorText(error, t) });
      });
  };

  const confirmDelete = (m: MaterialRow) => {
    void modal.confirm({
      title: t('materials.deleteTitle', { name: m.name }),
      content:
        m.classes.length > 0 ? t('materials.deleteShared', { count: m.classes.length }) : t('materials.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(m.id);
        void toastSuccess(t('materials.deleted'));
      }),
    });
  };

  const download = (m: MaterialRow) => void downloadMaterial(m).catch(() => undefined);

  const columns: TableColumnsType<MaterialRow> = [
    {
      key: 'name',
      title: t('materials.name'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      render: (_, m) => (
        <Flex gap={8} align="center" className="material-name">
          <MaterialIcon material={m} />
          <Typography.Link
            onClick={() => (previewable(m.kind) ? setViewing(m) : download(m))}
            className="material-name__text"
            data-testid="material-open"
          >
            {m.name}
          </Typography.Link>
        </Flex>
      ),
    },
    { key: 'kind', title: t('materials.kind'), width: 110, render: (_, m) => <Tag>{t(`materialKind.${m.kind}`)}</Tag> },
    {
      key: 'size',
      title: t('materials.size'),
      width: 100,
      align: 'right',
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'size'),
      render: (_, m) => formatSize(m.size),
    },
    teacher
      ? {
          key: 'classes',
          title: t('materials.sharedWith'),
          width: 240,
          render: (_, m) =>
            m.classes.length === 0 ? (
              <Tag data-testid="not-shared">{t('materials.notShared')}</Tag>
            ) : (
              <Space size={[0, 4]} wrap>
                {m.classes.map((c) => (
                  <Tag key={c.id} color="blue">
                    {c.name}
                  </Tag>
                ))}
              </Space>
            ),
        }
      : { key: 'owner', title: t('materials.teacher'), width: 140, render: (_, m) => m.ownerName },
    {
      key: 'createdAt',
      title: t('materials.uploadedAt'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'createdAt'),
      render: (_, m) => formatDateTime(m.createdAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: teacher ? 160 : 100,
      fixed: screens.lg ? 'right' : undefined,
      render: (_, m) => (
        <Space size={0}>
          {previewable(m.kind) && (
            <Tooltip title={t('materials.open')}>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => setViewing(m)}
                aria-label={t('materials.open')}
                data-testid="material-action-open"
              />
            </Tooltip>
          )}
          <Tooltip title={t('materials.download')}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => download(m)}
              aria-label={t('materials.download')}
            />
          </Tooltip>
          {teacher && m.mine && (
            <>
              <Tooltip title={t('materials.share')}>
                <Button
                  type="link"
                  size="small"
                  icon={<ShareAltOutlined />}
                  onClick={() => setSharing(m)}
                  aria-label={t('materials.share')}
                  data-testid="material-action-share"
                />
              </Tooltip>
              <Tooltip title={t('common.delete')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(m)}
                  aria-label={t('common.delete')}
                  data-testid="material-action-delete"
                />
              </Tooltip>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex
      vertical
      gap={16}
      className="materials-page"
      data-testid={teacher ? 'materials-teacher' : 'materials-student'}
    >
      {modalContext}
      {teacher && (
        <Card className="ct-card" title={t('materials.uploadTitle')}>
          <div data-testid="material-upload">
            <Upload.Dragger
              multiple
              accept={MATERIAL_ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                startUpload(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('materials.drop')}</p>
              <p className="ant-upload-hint">{t('materials.dropHint')}</p>
            </Upload.Dragger>
          </div>
          {uploads.length > 0 && (
            <List
              className="upload-list"
              size="small"
              dataSource={uploads}
              data-testid="upload-list"
              renderItem={(u) => (
                <List.Item
                  data-testid="upload-item"
                  data-status={u.status}
                  actions={[
                    u.status === 'uploading' ? (
                      <Button key="cancel" size="small" type="text" onClick={() => u.controller.abort()}>
                        {t('common.cancel')}
                      </Button>
                    ) : (
                      <Button
                        key="dismiss"
                        size="small"
                        type="text"
                        icon={<CloseOutlined />}
                        aria-label={t('common.close')}
                        onClick={() => setUploads((items) => items.filter((i) => i.uid !== u.uid))}
                      />
                    ),
                  ]}
                >
                  <Flex vertical className="upload-item" gap={2}>
                    <Flex justify="space-between" gap={8}>
                      <Typography.Text ellipsis className="upload-item__name">
                        {u.name}
                      </Typography.Text>
                      <Typography.Text type="secondary">{formatSize(u.size)}</Typography.Text>
                    </Flex>
                    <Progress
                      percent={u.percent}
                      size="small"
                      status={u.status === 'error' ? 'exception' : u.status === 'done' ? 'success' : 'active'}
                      data-testid="upload-progress"
                    />
                    {u.error && (
                      <Alert
                        type="error"
                        showIcon
                        title={u.error}
                        className="upload-item__error"
                        data-testid="upload-error"
                      />
                    )}
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </Card>
      )}
      <Card className="ct-card ct-list" title={teacher ? t('materials.mine') : t('materials.sharedToMe')}>
        <ListToolbar
          filters={
            <>
              <SearchBox
                value={list.state.keyword}
                onSearch={list.setKeyword}
                placeholder={t('materials.searchPlaceholder')}
              />
              <Select<MaterialKind>
                allowClear
                placeholder={t('materials.kind')}
                value={f.kind}
                onChange={(v) => list.setFilters({ kind: v })}
                options={MATERIAL_KINDS.map((k) => ({ value: k, label: t(`materialKind.${k}`) }))}
                className="list-toolbar__select"
                data-testid="filter-kind"
              />
              {teacher && (
                <Select<number>
                  allowClear
                  placeholder={t('materials.class')}
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
        {query.isError && !query.data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !screens.md ? (
          <List<MaterialRow>
            className="material-cards"
            loading={query.isFetching}
            dataSource={query.data?.list ?? []}
            data-testid="material-table"
            locale={{
              emptyText: query.isLoading ? (
                ' '
              ) : (
                <ListEmpty
                  filtered={list.filtered}
                  onClear={() => list.reset({})}
                  text={teacher ? t('materials.noneTeacher') : t('materials.noneStudent')}
                />
              ),
            }}
            pagination={{
              current: list.state.page,
              pageSize: list.state.pageSize,
              total: query.data?.total ?? 0,
              size: 'small',
              align: 'center',
              onChange: (page, size) => list.setPage(page, size),
            }}
            renderItem={(m) => (
              <List.Item className="material-card">
                <Flex gap={10} align="flex-start" className="material-card__body">
                  <MaterialIcon material={m} />
                  <Flex vertical gap={4} className="material-card__text">
                    <Typography.Link
                      onClick={() => (previewable(m.kind) ? setViewing(m) : download(m))}
                      className="material-name__text"
                      data-testid="material-open"
                    >
                      {m.name}
                    </Typography.Link>
                    <Typography.Text type="secondary" className="material-card__meta">
                      {t(`materialKind.${m.kind}`)} · {formatSize(m.size)} · {formatDateTime(m.createdAt)}
                      {!teacher && ` · ${m.ownerName}`}
                    </Typography.Text>
                    {teacher && (
                      <Space size={[0, 4]} wrap>
                        {m.classes.length === 0 ? (
                          <Tag data-testid="not-shared">{t('materials.notShared')}</Tag>
                        ) : (
                          m.classes.map((c) => (
                            <Tag key={c.id} color="blue">
                              {c.name}
                            </Tag>
                          ))
                        )}
                      </Space>
                    )}
                    <Space size={4} wrap>
                      {previewable(m.kind) && (
                        <Button
                          size="small"
                          icon={<EyeOutlined />}
                          onClick={() => setViewing(m)}
                          data-testid="material-action-open"
                        >
                          {t('materials.open')}
                        </Button>
                      )}
                      <Button size="small" icon={<DownloadOutlined />} onClick={() => download(m)}>
                        {t('materials.download')}
                      </Button>
                      {teacher && m.mine && (
                        <>
                          <Button
                            size="small"
                            icon={<ShareAltOutlined />}
                            onClick={() => setSharing(m)}
                            data-testid="material-action-share"
                          >
                            {t('materials.share')}
                          </Button>
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            onClick={() => confirmDelete(m)}
                            aria-label={t('common.delete')}
                            data-testid="material-action-delete"
                          />
                        </>
                      )}
                    </Space>
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        ) : (
          <Table<MaterialRow>
            rowKey="id"
            columns={columns}
            dataSource={query.data?.list ?? []}
            loading={query.isFetching}
            scroll={{ x: teacher ? 960 : 760 }}
            onChange={list.onTableChange}
            data-testid="material-table"
            locale={{
              emptyText: query.isLoading ? (
                ' '
              ) : (
                <ListEmpty
                  filtered={list.filtered}
                  onClear={() => list.reset({})}
                  text={teacher ? t('materials.noneTeacher') : t('materials.noneStudent')}
                />
              ),
            }}
            pagination={{
              ...pager,
            }}
          />
        )}
      </Card>
      {teacher && <ShareDialog material={sharing} onClose={() => setSharing(null)} />}
      <MaterialViewer material={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
