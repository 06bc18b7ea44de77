import { DeleteOutlined, DownOutlined, EditOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import type { CourseRow } from '@edu/shared';
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
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { useCourseList, useDeleteCourse } from '../api/courses';
import { BrandFilter } from '../components/selects';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { CourseFilterFields, type CourseListFilters } from './CourseFilterFields';
import { CourseFormModal } from './CourseFormModal';
import { CourseCover, CourseKindTag, editContentPath } from './course-ui';
import { useCoursePublishing } from './useCoursePublishing';
import { useSubjectLabel } from '../../../ui/subjects';

interface Filters extends CourseListFilters {
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
  const caller = useCaller();
  const platformManager = callerManagesContent(caller, null);
  const screens = Grid.useBreakpoint();
  const gradeLabel = useGradeLabel();
  const subjectLabel = useSubjectLabel();
  const list = useListState<Filters>({});
  const query = useCourseList(list.params);
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<CourseRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [modal, modalContext] = Modal.useModal();
  const togglePublish = useCoursePublishing(modal);
  const f = list.state.filters;

  const confirmDelete = (c: CourseRow) => {
    void modal.confirm({
      title: t('course.deleteTitle', { title: c.title }),
      content: t('course.deleteBody', { chapters: c.chapterCount, lessons: c.lessonCount }),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
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
        label: <span data-testid="course-action-delete">{t('ui:actions.delete')}</span>,
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
      render: (_, c) => `${subjectLabel(c.subject)} · ${gradeLabel(c.grade)}`,
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
      title: t('ui:fields.status'),
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
      title: t('ui:fields.actions'),
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
                {t('ui:actions.more')} <DownOutlined />
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
            <CourseFilterFields list={list} withPublished />
            {platformManager ? (
              <BrandFilter
                value={f.brandId}
                onChange={(v) => list.setFilters({ brandId: v })}
                className="list-toolbar__select list-toolbar__select--wide"
              />
            ) : (
              <Select<'platform' | 'brand'>
                allowClear
                placeholder={t('fields.owner')}
                aria-label={t('fields.owner')}
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
      <ListTable<CourseRow>
        query={query}
        list={list}
        columns={columns}
        scroll={{ x: 1300 }}
        data-testid="course-table"
        emptyText={t('course.none')}
        errorTestId="content-error"
      />
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
