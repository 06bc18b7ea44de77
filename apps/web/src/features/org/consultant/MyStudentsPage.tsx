import type { MyStudents } from '@edu/shared';
import { Button, Card, Descriptions, Drawer, Skeleton, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useTimeAgo } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, ListSearch } from '../../../ui/list/ListToolbar';
import { antdSortOrder } from '../../../ui/list/list-params';
import { useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { useMyStudents, useStuInfo } from '../api/students';
import { RoleTag, UserStatusTag } from '../components/tags';
import '../i18n';
import { pinned, useWide } from '../../../ui/list/useWide';
import { TeacherTags } from '../components/TeacherTags';
import { ORG_NS } from '../i18n';
import '../org.css';
import { TimeAgo } from '../../../ui/TimeAgo';

type Row = MyStudents['list'][number];

/** /dashboard/dashboard for a course consultant: the students assigned to it, their classes and activity. */
export default function MyStudentsPage() {
  const { t } = useTranslation(ORG_NS);
  const wide = useWide();
  const gradeLabel = useGradeLabel();
  const _ago = useTimeAgo();
  const list = useListState<Record<string, never>>({});
  const query = useMyStudents(list.params);
  const [open, setOpen] = useState<Row | null>(null);

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('ui:fields.fullName'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'name'),
      fixed: pinned(wide, 'left'),
      width: 150,
      render: (_, s) => (
        <Button type="link" className="org-link-button" onClick={() => setOpen(s)} data-testid="my-student-open">
          {s.name}
        </Button>
      ),
    },
    {
      key: 'username',
      title: t('common:username'),
      dataIndex: 'username',
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'username'),
      width: 140,
    },
    { key: 'school', title: t('ui:fields.school'), ellipsis: true, width: 200, render: (_, s) => s.schoolName ?? '—' },
    {
      key: 'class',
      title: t('ui:fields.class'),
      width: 180,
      render: (_, s) =>
        s.className ? (
          `${gradeLabel(s.grade)} · ${s.className}`
        ) : (
          <Typography.Text type="secondary">{t('users.noClass')}</Typography.Text>
        ),
    },
    {
      key: 'lastActivity',
      title: t('myStudents.lastActivity'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'lastActivity'),
      width: 160,
      render: (_, s) => (s.lastActivityAt ? <TimeAgo iso={s.lastActivityAt} /> : <Tag>{t('myStudents.never')}</Tag>),
    },
    {
      key: 'linkedAt',
      title: t('support.linkedAt'),
      sorter: true,
      sortOrder: antdSortOrder(list.state, 'linkedAt'),
      width: 150,
      render: (_, s) => formatDateTime(s.linkedAt),
    },
  ];

  return (
    <Card
      className="org-card org-list"
      data-testid="my-students"
      title={t('myStudents.title', { total: query.data?.total ?? 0 })}
    >
      <ListToolbar filters={<ListSearch list={list} placeholder={t('users.searchPlaceholder')} />} />
      <ListTable<Row>
        query={query}
        list={list}
        columns={columns}
        empty={
          <Typography.Text type="secondary" data-testid="list-empty">
            {t('myStudents.empty')}
          </Typography.Text>
        }
        errorTestId="org-error"
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name}
        size={Math.min(480, window.innerWidth)}
        destroyOnHidden
        data-testid="my-student-drawer"
      >
        {open && <StudentProfile userId={open.id} />}
      </Drawer>
    </Card>
  );
}

/** A linked student's profile (getStuInfoByUserId), for its helper. */
function StudentProfile({ userId }: { userId: number }) {
  const { t } = useTranslation(ORG_NS);
  const gradeLabel = useGradeLabel();
  const query = useStuInfo(userId);
  if (query.isError)
    return <QueryError testId="org-error" compact error={query.error} onRetry={() => void query.refetch()} />;
  const info = query.data;
  if (!info) return <Skeleton active />;
  return (
    <Space orientation="vertical" size={16} className="org-fill">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'username', label: t('common:username'), children: info.user.username },
          { key: 'status', label: t('ui:fields.status'), children: <UserStatusTag status={info.user.status} /> },
          { key: 'phone', label: t('users.phone'), children: info.user.phone || '—' },
          { key: 'school', label: t('ui:fields.school'), children: info.school?.name ?? '—' },
          { key: 'class', label: t('ui:fields.class'), children: info.class?.name ?? t('users.noClass') },
          { key: 'grade', label: t('ui:fields.grade'), children: gradeLabel(info.grade) },
          { key: 'lastLogin', label: t('users.lastLogin'), children: formatDateTime(info.user.lastLoginAt) },
          {
            key: 'introduction',
            label: t('ui:fields.introduction'),
            children: info.user.introduction || t('users.noIntroduction'),
          },
        ]}
      />
      <TeacherTags teachers={info.teachers} />
      <div>
        <Typography.Title level={5}>{t('support.staffTitle')}</Typography.Title>
        <Space wrap>
          {info.supportStaff.map((s) => (
            <Space key={`${s.kind}-${s.id}`} size={4}>
              <span>{s.name}</span>
              <RoleTag roleType={s.roleType} />
            </Space>
          ))}
        </Space>
      </div>
    </Space>
  );
}
