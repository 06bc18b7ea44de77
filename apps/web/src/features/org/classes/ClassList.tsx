import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  InboxOutlined,
  PlusOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { ClassRow } from '@edu/shared';
import { Button, Card, Dropdown, Space, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCaller } from '../../../ui/access';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, ListSearch } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { useClassList } from '../api/classes';
import { GradeSelect, SchoolSelect, StatusFilter } from '../components/selects';
import { ClassStatusTag } from '../components/tags';
import { pinned, useWide } from '../../../ui/list/useWide';
import { ORG_NS } from '../i18n';
import { classDetailPath } from '../roles';
import { ClassFormModal } from './ClassFormModal';
import { useClassOperations } from './class-actions';

interface Filters {
  schoolId?: number;
  grade?: number;
  status?: 0 | 1;
}

/**
 * A list of classes: of every school in scope (with a school filter), or of one school (`school`).
 * Server-side pages, name search, grade and status filters, sorting; create, edit, archive, delete.
 */
export function ClassList({ school, header }: { school?: { id: number; name?: string }; header?: ReactNode }) {
  const { t } = useTranslation(ORG_NS);
  const wide = useWide();
  const caller = useCaller();
  const gradeLabel = useGradeLabel();
  const showSchool = !school && caller.orgScope !== 'school';
  const list = useListState<Filters>({}, { fixed: school ? { schoolId: school.id } : {} });
  const query = useClassList(list.params);
  const ops = useClassOperations();
  const [editing, setEditing] = useState<ClassRow | null>(null);
  const [creating, setCreating] = useState(false);

  const columns: TableColumnsType<ClassRow> = [
    {
      key: 'name',
      title: t('ui:fields.class'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      fixed: pinned(wide, 'left'),
      width: 180,
      render: (_, c) => (
        <Link to={classDetailPath(caller.orgScope, c.id)} data-testid="class-link">
          <Typography.Text strong>{c.name}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'grade',
      title: t('ui:fields.grade'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'grade'),
      width: 100,
      render: (_, c) => gradeLabel(c.grade),
    },
    ...(showSchool
      ? [{ key: 'school', title: t('ui:fields.school'), dataIndex: 'schoolName', ellipsis: true, width: 220 }]
      : []),
    {
      key: 'head',
      title: t('classes.headTeacher'),
      width: 130,
      render: (_, c) =>
        c.headTeacherId ? (
          <Link to={`/user/teacherDetail?id=${c.headTeacherId}`}>{c.headTeacherName}</Link>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { key: 'teachers', title: t('classes.teachers'), dataIndex: 'teacherCount', align: 'right', width: 110 },
    {
      key: 'studentCount',
      title: t('classes.students'),
      dataIndex: 'studentCount',
      align: 'right',
      width: 120,
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'studentCount'),
    },
    { key: 'status', title: t('ui:fields.status'), width: 100, render: (_, c) => <ClassStatusTag status={c.status} /> },
    {
      key: 'createdAt',
      title: t('ui:fields.createdAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'createdAt'),
      width: 150,
      render: (_, c) => formatDateTime(c.createdAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: 170,
      render: (_, c) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(c)}
            data-testid="class-action-edit"
          >
            {t('ui:actions.edit')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'toggle',
                  icon: c.status === 1 ? <InboxOutlined /> : <UndoOutlined />,
                  label: c.status === 1 ? t('classes.archive') : t('classes.activate'),
                },
                { type: 'divider' },
                {
                  key: 'delete',
                  icon: <DeleteOutlined />,
                  danger: true,
                  label: <span data-testid="class-action-delete">{t('ui:actions.delete')}</span>,
                },
              ],
              onClick: ({ key }) => {
                if (key === 'toggle') ops.toggle(c);
                if (key === 'delete') ops.confirmDelete(c);
              },
            }}
          >
            <Button type="link" size="small" data-testid="class-action-more">
              {t('ui:actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card className="org-card org-list" data-testid="class-list" title={header}>
      <ListToolbar
        filters={
          <>
            <ListSearch list={list} placeholder={t('classes.searchPlaceholder')} />
            {showSchool && (
              <SchoolSelect
                value={list.state.filters.schoolId}
                onChange={(v) => list.setFilters({ schoolId: typeof v === 'number' ? v : undefined })}
                className="list-toolbar__select list-toolbar__select--wide"
                data-testid="filter-school"
              />
            )}
            <GradeSelect
              value={list.state.filters.grade}
              onChange={(v) => list.setFilters({ grade: v })}
              className="list-toolbar__select"
              data-testid="filter-grade"
            />
            <StatusFilter
              value={list.state.filters.status}
              onChange={(v) => list.setFilters({ status: v })}
              on={t('status.classActive')}
              off={t('status.archived')}
            />
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-class">
            {t('classes.create')}
          </Button>
        }
      />
      <ListTable<ClassRow>
        query={query}
        list={list}
        columns={columns}
        emptyText={t('common.noneYet', { what: t('nouns.class') })}
        errorTestId="org-error"
      />
      <ClassFormModal
        open={creating || editing !== null}
        cls={editing ?? undefined}
        fixedSchool={school?.name ? { id: school.id, name: school.name } : undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Card>
  );
}
