import { PlusOutlined, RobotOutlined, TeamOutlined } from '@ant-design/icons';
import type { RoleCode, UserRow } from '@edu/shared';
import { Button, Card, Select, Space, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCaller } from '../../../ui/access';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, SearchBox } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { idFromQuery } from '../../../ui/query-id';
import { useUserList } from '../api/users';
import { ClassSelect, GradeSelect, SchoolSelect, StatusFilter } from '../components/selects';
import { RoleTag, UserStatusTag } from '../components/tags';
import { UserFormModal } from '../components/UserFormModal';
import { UserRowActions } from '../components/user-actions';
import { pinned, useWide } from '../../../ui/list/useWide';
import { ORG_NS } from '../i18n';
import { roleKey, studentAiCoursePath, userDetailPath } from '../roles';
import { AssignHelperModal } from './AssignHelperModal';
import { TimeAgo } from '../../../ui/TimeAgo';
import type { ImportExportFilters as PeopleFilters, ExportSort as PeopleSort } from '../import-export/params';

/**
 * The filters of a people list in one object and its current sort (a column key and its direction;
 * empty: the server's default order): what the list shows, and what an export of "the current filtered
 * list" takes (features/org/import-export).
 */
export type { PeopleFilters, PeopleSort };

type FilterState = Omit<PeopleFilters, 'keyword'>;

export interface PeopleListProps {
  /** the roles this list shows; one role is a fixed filter, several a role filter */
  roles: readonly RoleCode[];
  /** the roles "New" creates (default: `roles`) */
  createRoles?: readonly RoleCode[];
  /** what the list is called in the empty state and the create button ("teacher") */
  noun: string;
  /** the list shows people of several schools (admin, brand admin) */
  showSchool: boolean;
  /** students: class and grade columns and filters, and bulk assignment to helpers */
  students?: boolean;
  /**
   * the bulk import/export buttons, given the current filters and the table's current sort
   * (features/org/import-export), so that an export comes out as the list is shown
   */
  ioToolbar?: (filters: PeopleFilters, sort: PeopleSort) => ReactNode;
  testId: string;
}

/** A people list: server-side pages, prefix search, filters, sorting, row actions and create. */
export function PeopleList({ roles, createRoles, noun, showSchool, students, ioToolbar, testId }: PeopleListProps) {
  const { t } = useTranslation(ORG_NS);
  const wide = useWide();
  const caller = useCaller();
  const gradeLabel = useGradeLabel();
  const [searchParams] = useSearchParams();
  const querySchool = idFromQuery(searchParams.get('schoolId'));
  const fixedRole = roles.length === 1 ? roles[0] : undefined;
  // Several roles: a role filter that always has one role chosen (the list shows one role at a time).
  const list = useListState<FilterState>(
    { schoolId: showSchool ? querySchool : undefined, roleType: roles.length > 1 ? roles[0] : undefined },
    { fixed: fixedRole !== undefined ? { roleType: fixedRole } : {} },
  );
  const { setPage, setFilters } = list;
  const f = list.state.filters;
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [assigning, setAssigning] = useState(false);

  // A link with ?schoolId= (from a school's page) filters the kept-alive list by that school.
  const shownSchool = useRef(f.schoolId);
  shownSchool.current = f.schoolId;
  useEffect(() => {
    if (!showSchool || querySchool === undefined) return;
    if (shownSchool.current === querySchool) setPage(1);
    else setFilters({ schoolId: querySchool, classId: undefined });
  }, [showSchool, querySchool, setPage, setFilters]);

  const filters: PeopleFilters = useMemo(
    () => ({
      keyword: list.state.keyword || undefined,
      roleType: fixedRole ?? f.roleType,
      schoolId: f.schoolId,
      grade: students ? f.grade : undefined,
      classId: students ? f.classId : undefined,
      status: f.status,
    }),
    [list.state.keyword, fixedRole, f, students],
  );
  // The sort the list is asked for (a column and a direction, or none): the export takes the same.
  const { sort, order } = list.state;
  const listSort: PeopleSort = useMemo(() => (sort && order ? { sort, order } : {}), [sort, order]);
  const query = useUserList(list.params);
  // The role is not a filter here: the list always shows one role.
  const filtered = Boolean(list.state.keyword || f.schoolId || f.grade || f.classId || f.status !== undefined);

  const update = (next: Partial<FilterState>) => {
    setFilters(next);
    setSelected([]);
  };
  /** Clears the search and the filters; the role shown and the sort stay. */
  const clear = () => {
    list.setKeyword('');
    setFilters({ schoolId: undefined, grade: undefined, classId: undefined, status: undefined });
  };

  const schoolForClass = caller.orgScope === 'school' ? (caller.schoolId ?? undefined) : f.schoolId;

  const columns: TableColumnsType<UserRow> = [
    {
      key: 'name',
      title: t('ui:fields.fullName'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      fixed: pinned(wide, 'left'),
      width: 170,
      render: (_, u) => (
        <Link to={userDetailPath(u)} data-testid="user-link">
          <Typography.Text strong>{u.name}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'username',
      title: t('common:username'),
      dataIndex: 'username',
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'username'),
      width: 150,
    },
    ...(fixedRole === undefined
      ? [
          {
            key: 'role',
            title: t('ui:fields.role'),
            width: 140,
            render: (_: unknown, u: UserRow) => <RoleTag roleType={u.roleType} />,
          },
        ]
      : []),
    ...(showSchool
      ? [
          {
            key: 'school',
            title: t('ui:fields.school'),
            width: 200,
            ellipsis: true,
            render: (_: unknown, u: UserRow) =>
              u.schoolName ?? <Typography.Text type="secondary">{u.brandName ?? '—'}</Typography.Text>,
          },
        ]
      : []),
    ...(students
      ? [
          {
            key: 'class',
            title: t('ui:fields.class'),
            width: 180,
            render: (_: unknown, u: UserRow) =>
              u.className ? (
                `${gradeLabel(u.grade)} · ${u.className}`
              ) : (
                <Typography.Text type="secondary">{t('users.noClass')}</Typography.Text>
              ),
          },
        ]
      : []),
    { key: 'phone', title: t('users.phone'), dataIndex: 'phone', width: 130, render: (p: string) => p || '—' },
    { key: 'status', title: t('ui:fields.status'), width: 90, render: (_, u) => <UserStatusTag status={u.status} /> },
    {
      key: 'lastLoginAt',
      title: t('users.lastLogin'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'lastLoginAt'),
      width: 150,
      render: (_, u) => <TimeAgo iso={u.lastLoginAt} />,
    },
    {
      key: 'createdAt',
      title: t('ui:fields.createdAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'createdAt'),
      width: 150,
      render: (_, u) => formatDateTime(u.createdAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      fixed: pinned(wide, 'right'),
      width: students ? 270 : 170,
      render: (_, u) => (
        <Space size={4} wrap={false}>
          <UserRowActions user={u} onEdit={() => setEditing(u)} />
          {students && (
            <Link
              to={studentAiCoursePath(u.id)}
              aria-label={t('users.aiCourseOf', { name: u.name })}
              data-testid="user-action-ai-course"
            >
              <RobotOutlined /> {t('users.aiCourse')}
            </Link>
          )}
        </Space>
      ),
    },
  ];

  const toolbar = (
    <ListToolbar
      filters={
        <>
          <SearchBox value={list.state.keyword} onSearch={list.search} placeholder={t('users.searchPlaceholder')} />
          {fixedRole === undefined && (
            <Select<number>
              placeholder={t('ui:fields.role')}
              aria-label={t('ui:fields.role')}
              value={f.roleType}
              onChange={(v) => update({ roleType: v })}
              options={roles.map((r) => ({ value: r, label: t(`roles.${roleKey(r)}`) }))}
              popupMatchSelectWidth={false}
              className="list-toolbar__select"
              data-testid="filter-role"
            />
          )}
          {showSchool && (
            <SchoolSelect
              value={f.schoolId}
              onChange={(v) => update({ schoolId: typeof v === 'number' ? v : undefined, classId: undefined })}
              className="list-toolbar__select list-toolbar__select--wide"
              data-testid="filter-school"
            />
          )}
          {students && (
            <GradeSelect
              value={f.grade}
              onChange={(v) => update({ grade: v })}
              className="list-toolbar__select"
              data-testid="filter-grade"
            />
          )}
          {students && schoolForClass !== undefined && (
            <ClassSelect
              schoolId={schoolForClass}
              activeOnly={false}
              value={f.classId}
              onChange={(v) => update({ classId: typeof v === 'number' ? v : undefined })}
              className="list-toolbar__select list-toolbar__select--wide"
              data-testid="filter-class"
            />
          )}
          <StatusFilter
            value={f.status}
            onChange={(v) => update({ status: v })}
            on={t('status.active')}
            off={t('status.disabled')}
          />
        </>
      }
      actions={
        <Space wrap data-testid="people-toolbar">
          {ioToolbar?.(filters, listSort)}
          {students && (
            <Button
              icon={<TeamOutlined />}
              disabled={selected.length === 0}
              onClick={() => setAssigning(true)}
              data-testid="assign-helper"
            >
              {t('support.assignSelected', { count: selected.length })}
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-user">
            {t('users.create', { what: noun })}
          </Button>
        </Space>
      }
    />
  );

  return (
    <Card className="org-card org-list" data-testid={testId}>
      {toolbar}
      <ListTable<UserRow>
        query={query}
        list={{ ...list, filtered, clear }}
        columns={columns}
        rowSelection={
          students
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        emptyText={t('common.noneYet', { what: noun })}
        errorTestId="org-error"
      />
      <UserFormModal
        open={creating || editing !== null}
        user={editing ?? undefined}
        roles={
          fixedRole !== undefined
            ? [fixedRole]
            : [...(createRoles ?? roles)].sort((a, b) => (a === f.roleType ? -1 : b === f.roleType ? 1 : 0))
        }
        defaultSchool={
          f.schoolId && query.data?.list[0]?.schoolId === f.schoolId && query.data.list[0].schoolName
            ? { id: f.schoolId, name: query.data.list[0].schoolName }
            : undefined
        }
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      {students && (
        <AssignHelperModal
          open={assigning}
          studentIds={selected}
          onClose={() => setAssigning(false)}
          onDone={() => {
            setAssigning(false);
            setSelected([]);
          }}
        />
      )}
    </Card>
  );
}
