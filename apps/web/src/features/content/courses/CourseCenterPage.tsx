import { DeleteOutlined, DownOutlined, EditOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import type { CourseKind, CourseRow, Subject } from '@edu/shared';
import {
  Button,
  Card,
  Dropdown,
  Grid,
  type MenuProps,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { useCourseList, useDeleteCourse, usePublishCourse } from '../api/courses';
import { useContentCaller } from '../components/caller';
import { ListEmpty, QueryError, settle } from '../components/common';
import { ListToolbar, SearchBox } from '../../../shell/list/ListToolbar';
import { formatDateTime } from '../components/format';
import { antdSortOrder } from '../../../shell/list/list-params';
import { useListState } from '../../../shell/list/useListState';
import { BrandFilter, GradeSelect, SubjectSelect, useGradeLabel } from '../components/selects';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { CourseCover, CourseKindTag, editContentPath } from './course-ui';
import { CourseFormModal } from './CourseFormModal';
import { useListPagination } from '../../../shell/list/pagination';

interface Filters {
  kind?: CourseKind;
  subject?: Subject;
  grade?: number;
  published?: boolean;
  brandId?: number;
  owner?: 'platform' | 'brand';
}

/**
 * /courseCenter/courseCenter: the course list of content managers: create, change, publish and delete
 * courses; "Edit content" opens the chapter tree and lessons (EditContent).
 */
export default function CourseCenterPage() {
  const { t } = useTranslation(CONTENT_NS);
  const navigate = useNavigate();
  const caller = useContentCaller();
  const screens = Grid.useBreakpoint();
  const gradeLabel = useGradeLabel();
  const list = useListState<Filters>({});
  const query = useCourseList(list.params);
  const pager = useListPagination({ page: list.state.page, pageSize: list.state.pageSize, data: query.data });
  const publish = usePublishCourse();
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<CourseRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [modal, modalContext] = Modal.useModal();
  const f = list.state.filters;

  const togglePublish = (c: CourseRow) => {
    void modal.confirm({
      title: c.published
        ? t('course.unpublishTitle', { title: c.title })
        : t('course.publishTitle', { title: c.title }),
      content: c.published ? t('course.unpublishBody') : t('course.publishBody'),
      okText: c.published ? t('course.unpublish') : t('course.publish'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: settle(async () => {
        await publish.mutateAsync({ id: c.id, published: !c.published });
        void toastSuccess(c.published ? t('course.unpublished') : t('course.published'));
      }),
    });
  };

  const confirmDelete = (c: CourseRow) => {
    void modal.confirm({
      title: t('course.deleteTitle', { title: c.title }),
      content: t('course.deleteBody', { chapters: c.chapterCount, lessons: c.lessonCount }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(c.id);
        void toastSuccess(t('course.deleted'));
      }),
    });
  };

  const rowMenu = (c: CourseRow): MenuProps => ({
    items: [
      { key: 'info', icon: <EditOutlined />, label: t('course.editInfo') },
      { type: 'divider' },
      {
        key: 'delete',
        icon: <DeleteOutlined />,
        danger: true,
        label: <span data-testid="course-action-delete">{t('common.delete')}</span>,
      },
    ],
    onClick: ({ key }) => {
      if (key === 'info') setEditing(c);
      if (key === 'delete') confirmDelete(c);
    },
  });

  const columns: TableColumnsType<CourseRow> = [
    {
      key: 'title',
      title: t('course.title'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'title'),
      width: 300,
      render: (_, c) => (
        <Space className="course-cell">
          <CourseCover course={c} />
          <span className="course-cell__text">
            <Link to={editContentPath(c.id)} data-testid="course-link">
              <Typography.Text strong>{c.title}</Typography.Text>
            </Link>
            {c.kind === 'book' && c.textbookEdition && (
              <Typography.Text type="secondary" className="course-cell__sub">
                {c.textbookEdition}
              </Typography.Text>
            )}
          </span>
        </Space>
      ),
    },
    { key: 'kind', title: t('course.kind'), width: 110, render: (_, c) => <CourseKindTag kind={c.kind} /> },
    {
      key: 'grade',
      title: t('question.subjectGrade'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'grade'),
      render: (_, c) => `${t(`subject.${c.subject}`)} · ${gradeLabel(c.grade)}`,
    },
    {
      key: 'counts',
      title: t('course.contents'),
      width: 150,
      render: (_, c) => t('course.counts', { chapters: c.chapterCount, lessons: c.lessonCount }),
    },
    {
      key: 'owner',
      title: t('fields.owner'),
      width: 130,
      ellipsis: true,
      render: (_, c) => c.brandName ?? t('owner.platform'),
    },
    {
      key: 'published',
      title: t('status.title'),
      width: 120,
      render: (_, c) => (
        <Switch
          checked={c.published}
          disabled={!c.editable}
          checkedChildren={t('status.published')}
          unCheckedChildren={t('status.draft')}
          onChange={() => togglePublish(c)}
          data-testid="course-publish-switch"
        />
      ),
    },
    {
      key: 'updatedAt',
      title: t('common.updatedAt'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'updatedAt'),
      render: (_, c) => formatDateTime(c.updatedAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: screens.lg ? 'right' : undefined,
      width: 190,
      render: (_, c) =>
        c.editable ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              icon={<FormOutlined />}
              onClick={() => navigate(editContentPath(c.id))}
              data-testid="course-action-content"
            >
              {t('course.editContent')}
            </Button>
            <Dropdown trigger={['click']} menu={rowMenu(c)}>
              <Button type="link" size="small" data-testid="course-action-more">
                {t('common.more')} <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('course.readOnly')}</Typography.Text>
        ),
    },
  ];

  return (
    <Card className="ct-card ct-list" data-testid="course-center">
      {modalContext}
      <ListToolbar
        filters={
          <>
            <SearchBox
              value={list.state.keyword}
              onSearch={list.setKeyword}
              placeholder={t('course.searchPlaceholder')}
            />
            <Select<CourseKind>
              allowClear
              placeholder={t('course.kind')}
              value={f.kind}
              onChange={(v) => list.setFilters({ kind: v })}
              options={(['normal', 'ai', 'book'] as const).map((k) => ({ value: k, label: t(`courseKind.${k}`) }))}
              className="list-toolbar__select"
              data-testid="filter-kind"
            />
            <SubjectSelect
              allowClear
              value={f.subject}
              onChange={(v) => list.setFilters({ subject: v as Subject })}
              className="list-toolbar__select"
            />
            <GradeSelect
              allowClear
              value={f.grade}
              onChange={(v) => list.setFilters({ grade: v })}
              className="list-toolbar__select"
            />
            <Select<'1' | '0'>
              allowClear
              placeholder={t('status.title')}
              value={f.published === undefined ? undefined : f.published ? '1' : '0'}
              onChange={(v) => list.setFilters({ published: v === undefined ? undefined : v === '1' })}
              options={[
                { value: '1', label: t('status.published') },
                { value: '0', label: t('status.draft') },
              ]}
              className="list-toolbar__select"
            />
            {caller.isAdmin ? (
              <BrandFilter
                value={f.brandId}
                onChange={(v) => list.setFilters({ brandId: v })}
                className="list-toolbar__select list-toolbar__select--wide"
              />
            ) : (
              <Select<'platform' | 'brand'>
                allowClear
                placeholder={t('fields.owner')}
                value={f.owner}
                onChange={(v) => list.setFilters({ owner: v })}
                options={[
                  { value: 'brand', label: t('owner.mine') },
                  { value: 'platform', label: t('owner.platform') },
                ]}
                className="list-toolbar__select"
              />
            )}
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-course">
            {t('course.create')}
          </Button>
        }
      />
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<CourseRow>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 1300 }}
          onChange={list.onTableChange}
          data-testid="course-table"
          locale={{
            emptyText: query.isLoading ? (
              ' '
            ) : (
              <ListEmpty filtered={list.filtered} onClear={() => list.reset({})} text={t('course.none')} />
            ),
          }}
          pagination={{
            ...pager,
          }}
        />
      )}
      <CourseFormModal
        open={creating || editing !== null}
        course={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(c) => {
          if (creating) navigate(editContentPath(c.id));
        }}
      />
    </Card>
  );
}
