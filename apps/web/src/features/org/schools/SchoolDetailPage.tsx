import {
  ApartmentOutlined,
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { SchoolDetail, UserRow } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { Button, Card, Descriptions, Flex, Space, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuditLogCard } from '../../../ui/audit/AuditLogCard';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { useListState } from '../../../ui/list/useListState';
import { useSchoolDetail } from '../api/schools';
import { useUserList } from '../api/users';
import { DetailStates, useIdParam } from '../components/DetailStates';
import { SchoolStatusTag, UserStatusTag } from '../components/tags';
import { UserFormModal } from '../components/UserFormModal';
import { UserRowActions } from '../components/user-actions';
import '../i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { SchoolFormModal } from './SchoolFormModal';
import { schoolClassesPath } from './SchoolListPage';
import { useSchoolOperations } from './school-actions';
import { TimeAgo } from '../../../ui/TimeAgo';

/** /dashboard/schoolAdmin?id= (admin, brand admin): a school, its admins and its audit log. */
export default function SchoolDetailPage() {
  const id = useIdParam();
  const query = useSchoolDetail(id);
  return (
    <DetailStates id={id} query={query}>
      {(school) => <SchoolView school={school} />}
    </DetailStates>
  );
}

function SchoolView({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation(ORG_NS);
  const navigate = useNavigate();
  const ops = useSchoolOperations();
  const [editing, setEditing] = useState(false);

  return (
    <Flex vertical gap={16} className="org-detail" data-testid="school-detail">
      <Card
        className="org-card"
        title={
          <Space wrap>
            <span data-testid="school-detail-name">{school.name}</span>
            <SchoolStatusTag enabled={school.enabled} />
          </Space>
        }
        extra={
          <Space wrap size={4}>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="school-edit">
              {t('ui:actions.edit')}
            </Button>
            <Button
              icon={school.enabled ? <StopOutlined /> : <CheckCircleOutlined />}
              onClick={() => ops.toggle(school)}
            >
              {school.enabled ? t('common.disable') : t('common.enable')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => ops.confirmDelete(school, () => navigate('/dashboard/dashboard'))}
            >
              {t('ui:actions.delete')}
            </Button>
          </Space>
        }
      >
        <Flex gap={24} wrap className="org-stats">
          <Statistic title={t('schools.teachers')} value={school.teacherCount} />
          <Statistic title={t('schools.students')} value={school.studentCount} />
          <Statistic title={t('schools.classes')} value={school.classCount} />
        </Flex>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={[
            { key: 'brand', label: t('ui:fields.brand'), children: school.brandName ?? '—' },
            { key: 'address', label: t('schools.address'), children: school.address || '—' },
            { key: 'created', label: t('ui:fields.createdAt'), children: formatDateTime(school.createdAt) },
          ]}
        />
        <Space wrap className="org-links">
          <Button
            icon={<ApartmentOutlined />}
            onClick={() => navigate(schoolClassesPath(school.id))}
            data-testid="school-classes-link"
          >
            {t('schools.viewClasses')}
          </Button>
          <Button
            icon={<TeamOutlined />}
            onClick={() => navigate(`/user/teaStu?schoolId=${school.id}`)}
            data-testid="school-people-link"
          >
            {t('schools.viewPeople')}
          </Button>
        </Space>
      </Card>
      <SchoolAdminsCard school={school} />
      <AuditLogCard targetType="school" targetId={school.id} />
      <SchoolFormModal open={editing} school={school} onClose={() => setEditing(false)} />
    </Flex>
  );
}

/** The school's school admins, with create and the usual user operations. */
function SchoolAdminsCard({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation(ORG_NS);
  const list = useListState({}, { pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const query = useUserList({
    ...list.params,
    roleType: RoleType.schooladmin,
    schoolId: school.id,
    sort: 'name',
    order: 'asc',
  });
  const fixedSchool = useMemo(() => ({ id: school.id, name: school.name }), [school.id, school.name]);

  return (
    <Card
      className="org-card"
      title={t('schools.admins', { total: query.data?.total ?? school.admins.length })}
      data-testid="school-admins"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          disabled={!school.enabled}
          data-testid="add-school-admin"
        >
          {t('schools.addAdmin')}
        </Button>
      }
    >
      <ListTable<UserRow>
        query={query}
        list={list}
        emptyText={t('schools.noAdmins')}
        errorTestId="org-error"
        compact
        sizeChanger={false}
        // the card's title says how many
        pagination={{ showTotal: undefined, hideOnSinglePage: true }}
        columns={[
          {
            key: 'name',
            title: t('ui:fields.fullName'),
            render: (_, u) => <Link to={`/user/teacherDetail?id=${u.id}`}>{u.name}</Link>,
          },
          { key: 'username', title: t('common:username'), dataIndex: 'username' },
          { key: 'phone', title: t('users.phone'), render: (_, u) => u.phone || '—' },
          { key: 'status', title: t('ui:fields.status'), render: (_, u) => <UserStatusTag status={u.status} /> },
          { key: 'lastLogin', title: t('users.lastLogin'), render: (_, u) => <TimeAgo iso={u.lastLoginAt} /> },
          {
            key: 'actions',
            title: t('ui:fields.actions'),
            render: (_, u) => <UserRowActions user={u} onEdit={() => setEditing(u)} />,
          },
        ]}
      />
      <UserFormModal
        open={creating || editing !== null}
        user={editing ?? undefined}
        roles={[RoleType.schooladmin]}
        fixedSchool={editing ? undefined : fixedSchool}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </Card>
  );
}
