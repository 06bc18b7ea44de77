import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { RoleCode, UserRow } from '@edu/shared';
import { Button, Card, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { antdSortOrder } from '../../../shell/list/list-params';
import { useUserList } from '../api/users';
import { useOrgCaller } from '../components/caller';
import { formatDateTime, pinned } from '../components/format';
import { ListEmpty } from '../components/ListEmpty';
import { ListToolbar, SearchBox } from '../../../shell/list/ListToolbar';
import { QueryError } from '../components/QueryError';
import { ClassSelect, GradeSelect, SchoolSelect } from '../components/selects';
import { RoleTag, useGradeLabel, UserStatusTag } from '../components/tags';
import { UserFormModal } from '../components/UserFormModal';
import { UserRowActions } from '../components/user-actions';
import { useWide } from '../components/useWide';
import { ORG_NS } from '../i18n';
import { idFromQuery, roleKey, userDetailPath } from '../roles';
import { AssignHelperModal } from './AssignHelperModal';
import { useListPagination } from '../../../shell/list/pagination';

/**
 * The filters of a people list in one object: what the list shows, and what an export of "the current
 * filtered list" takes (features/org/import-export).
 */
export interface PeopleFilters {
  keyword?: string;
  roleType?: number;
  schoolId?: number;
  grade?: number;
  classId?: number;
  status?: 0 | 1;
}

/** The list's current sort (a column key and its direction; empty: the server's default order). */
export interface PeopleSort {
  sort?: string;
  order?: 'asc' | 'desc';
}

interface FilterState {
  roleType?: number;
  schoolId?: number;
  grade?: number;
  classId?: number;
  status?: 0 | 1;
}

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
  const caller = useOrgCaller();
  const gradeLabel = useGradeLabel();
  const [searchParams] = useSearchParams();
  const querySchool = idFromQuery(searchParams.get('schoolId'));
  const [keyword, setKeyword] = useState('');
  // Several roles: a role filter that always has one role chosen (the list shows one role at a time).
  const [filter, setFilter] = useState<FilterState>({
    schoolId: showSchool ? querySchool : undefined,
    roleType: roles.length > 1 ? roles[0] : undefined,
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSort] = useState<PeopleSort>({});
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [assigning, setAssigning] = useState(false);

  // A link with ?schoolId= (from a school's page) filters the kept-alive list by that school.
  useEffect(() => {
    if (showSchool && querySchool !== undefined) {
      setFilter((f) => (f.schoolId === querySchool ? f : { ...f, schoolId: querySchool, classId: undefined }));
      setPage(1);
    }
  }, [showSchool, querySchool]);

  const fixedRole = roles.length === 1 ? roles[0] : undefined;
  const filters: PeopleFilters = useMemo(
    () => ({
      keyword: keyword || undefined,
      roleType: fixedRole ?? filter.roleType,
      schoolId: filter.schoolId,
      grade: students ? filter.grade : undefined,
      classId: students ? filter.classId : undefined,
      status: filter.status,
    }),
    [keyword, fixedRole, filter, students],
  );
  // The sort the list is asked for (a column and a direction, or none): the export takes the same.
  const listSort: PeopleSort = useMemo(
    () => (sort.sort && sort.order ? { sort: sort.sort, order: sort.order } : {}),
    [sort],
  );
  const params = useMemo(() => {
    const p: Record<string, string | number> = { page, pageSize };
    for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') p[k] = v;
    if (listSort.sort && listSort.order) {
      p.sort = listSort.sort;
      p.order = listSort.order;
    }
    return p;
  }, [filters, page, pageSize, listSort]);
  const query = useUserList(params);
  const pager = useListPagination({ page, pageSize, data: query.data });
  const filtered = Boolean(keyword || filter.schoolId || filter.grade || filter.classId || filter.status !== undefined);

  const update = (next: Partial<FilterState>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
    setSelected([]);
  };
  const clear = () => {
    setKeyword('');
    setFilter((f) => ({ roleType: f.roleType }));
    setPage(1);
  };

  const schoolForClass = caller.scope === 'school' ? (caller.schoolId ?? undefined) : filter.schoolId;

  const columns: TableColumnsType<UserRow> = [
    {
      key: 'name',
      title: t('users.name'),
      sorter: true,
      sortOrder: antdSortOrder(sort, 'name'),
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
      title: t('users.username'),
      dataIndex: 'username',
      sorter: true,
      sortOrder: antdSortOrder(sort, 'username'),
      width: 150,
    },
    ...(fixedRole === undefined
      ? [
          {
            key: 'role',
            title: t('users.role'),
            width: 140,
            render: (_: unknown, u: UserRow) => <RoleTag roleType={u.roleType} />,
          },
        ]
      : []),
    ...(showSchool
      ? [
          {
            key: 'school',
            title: t('users.school'),
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
            title: t('users.class'),
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
    { key: 'status', title: t('users.status'), width: 90, render: (_, u) => <UserStatusTag status={u.status} /> },
    {
      key: 'lastLoginAt',
      title: t('users.lastLogin'),
      sorter: true,
      sortOrder: antdSortOrder(sort, 'lastLoginAt'),
      width: 150,
      render: (_, u) => formatDateTime(u.lastLoginAt),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      sorter: true,
      sortOrder: antdSortOrder(sort, 'createdAt'),
      width: 150,
      render: (_, u) => formatDateTime(u.createdAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: pinned(wide, 'right'),
      width: 170,
      render: (_, u) => <UserRowActions user={u} onEdit={() => setEditing(u)} />,
    },
  ];

  const toolbar = (
    <ListToolbar
      filters={
        <>
          <SearchBox
            value={keyword}
            onSearch={(v) => {
              setKeyword(v);
              setPage(1);
            }}
            placeholder={t('users.searchPlaceholder')}
          />
          {fixedRole === undefined && (
            <Select<number>
              placeholder={t('filters.role')}
              value={filter.roleType}
              onChange={(v) => update({ roleType: v })}
              options={roles.map((r) => ({ value: r, label: t(`roles.${roleKey(r)}`) }))}
              popupMatchSelectWidth={false}
              className="list-toolbar__select"
              data-testid="filter-role"
            />
          )}
          {showSchool && (
            <SchoolSelect
              value={filter.schoolId}
              onChange={(v) => update({ schoolId: typeof v === 'number' ? v : undefined, classId: undefined })}
              className="list-toolbar__select list-toolbar__select--wide"
              data-testid="filter-school"
            />
          )}
          {students && (
            <GradeSelect
              value={filter.grade}
              onChange={(v) => update({ grade: v })}
              className="list-toolbar__select"
              data-testid="filter-grade"
            />
          )}
          {students && schoolForClass !== undefined && (
            <ClassSelect
              schoolId={schoolForClass}
              activeOnly={false}
              value={filter.classId}
              onChange={(v) => update({ classId: typeof v === 'number' ? v : undefined })}
              className="list-toolbar__select list-toolbar__select--wide"
              data-testid="filter-class"
            />
          )}
          <Select<0 | 1>
            allowClear
            placeholder={t('filters.status')}
            value={filter.status}
            onChange={(v) => update({ status: v })}
            options={[
              { value: 1, label: t('status.active') },
              { value: 0, label: t('status.disabled') },
            ]}
            className="list-toolbar__select"
            data-testid="filter-status"
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
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<UserRow>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          rowSelection={
            students
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  preserveSelectedRowKeys: true,
                }
              : undefined
          }
          locale={{ emptyText: query.isLoading ? ' ' : <ListEmpty filtered={filtered} onClear={clear} what={noun} /> }}
          onChange={(pagination, _f, sorter, extra) => {
            if (extra.action === 'paginate') {
              setPage(pagination.pageSize !== pageSize ? 1 : (pagination.current ?? 1));
              setPageSize(pagination.pageSize ?? pageSize);
            }
            if (extra.action === 'sort') {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const order = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
              setSort(order ? { sort: String(s?.columnKey), order } : {});
              setPage(1);
            }
          }}
          pagination={{
            ...pager,
          }}
        />
      )}
      <UserFormModal
        open={creating || editing !== null}
        user={editing ?? undefined}
        roles={
          fixedRole !== undefined
            ? [fixedRole]
            : [...(createRoles ?? roles)].sort((a, b) => (a === filter.roleType ? -1 : b === filter.roleType ? 1 : 0))
        }
        defaultSchool={
          filter.schoolId && query.data?.list[0]?.schoolId === filter.schoolId && query.data.list[0].schoolName
            ? { id: filter.schoolId, name: query.data.list[0].schoolName }
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
