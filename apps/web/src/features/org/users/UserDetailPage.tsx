import { CheckCircleOutlined, DeleteOutlined, EditOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import type { UserDetail } from '@edu/shared';
import type { OrgScopeKind } from '@edu/shared/access';
import { RoleType } from '@edu/shared/roles';
import { Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCaller } from '../../../ui/access';
import { AuditLogCard } from '../../../ui/audit/AuditLogCard';
import { formatDateTime } from '../../../ui/format';
import { useUserDetail } from '../api/users';
import { DetailStates, useIdParam } from '../components/DetailStates';
import { RoleTag, UserStatusTag } from '../components/tags';
import { UserFormModal } from '../components/UserFormModal';
import { useCanManage, useUserOperations } from '../components/user-actions';
import '../i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { supportKindOfRole } from '../roles';
import { LinkedStudentsCard } from './LinkedStudentsCard';
import { StudentProfileCard } from './StudentProfileCard';
import { UserClassesCard } from './UserClassesCard';

/** Where to go after deleting a user: the list it came from. */
export function peopleListPath(scope: OrgScopeKind | undefined, roleType: number): string {
  if (scope === 'school') return roleType === RoleType.student ? '/studentList/studentList' : '/dashboard/dashboard';
  return '/user/teaStu';
}

/**
 * /user/teacherDetail and /user/studentDetail (?id=): one page for both, for the admin, the brand admin
 * and the school admin. A student shows its profile (getStuInfoByUserId) and helpers; a teacher its
 * classes; a consultant, DL or correction teacher its linked students; everyone the audit log.
 */
export default function UserDetailPage() {
  const id = useIdParam();
  const query = useUserDetail(id);
  return (
    <DetailStates id={id} query={query}>
      {(user) => <UserDetailView user={user} />}
    </DetailStates>
  );
}

function UserDetailView({ user }: { user: UserDetail }) {
  const { t } = useTranslation(ORG_NS);
  const navigate = useNavigate();
  const caller = useCaller();
  const ops = useUserOperations();
  const can = useCanManage()(user);
  const [editing, setEditing] = useState(false);
  const helperKind = supportKindOfRole(user.roleType);
  const student = user.roleType === RoleType.student;

  return (
    <Flex vertical gap={16} className="org-detail" data-testid="user-detail">
      <Card
        className="org-card"
        title={
          <Space wrap size={8}>
            <span data-testid="user-detail-name">{user.name}</span>
            <RoleTag roleType={user.roleType} />
            <UserStatusTag status={user.status} />
          </Space>
        }
        extra={
          <Space wrap size={4} className="org-detail__actions">
            <Button
              icon={<EditOutlined />}
              disabled={!can.edit}
              onClick={() => setEditing(true)}
              data-testid="user-edit"
            >
              {t('ui:actions.edit')}
            </Button>
            <Button
              icon={<KeyOutlined />}
              disabled={!can.others}
              onClick={() => ops.resetPassword(user)}
              data-testid="user-reset"
            >
              {t('users.resetPassword')}
            </Button>
            <Button
              icon={user.status === 1 ? <StopOutlined /> : <CheckCircleOutlined />}
              disabled={!can.others}
              onClick={() => ops.toggleStatus(user)}
              data-testid="user-status"
            >
              {user.status === 1 ? t('common.disable') : t('common.enable')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!can.others}
              onClick={() => ops.confirmDelete(user, () => navigate(peopleListPath(caller.orgScope, user.roleType)))}
              data-testid="user-delete"
            >
              {t('ui:actions.delete')}
            </Button>
          </Space>
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={[
            { key: 'username', label: t('common:username'), children: user.username },
            { key: 'phone', label: t('users.phone'), children: user.phone || '—' },
            { key: 'school', label: t('ui:fields.school'), children: user.schoolName ?? '—' },
            { key: 'brand', label: t('ui:fields.brand'), children: user.brandName ?? '—' },
            ...(student
              ? [{ key: 'class', label: t('ui:fields.class'), children: user.className ?? t('users.noClass') }]
              : []),
            { key: 'lastLogin', label: t('users.lastLogin'), children: formatDateTime(user.lastLoginAt) },
            { key: 'created', label: t('ui:fields.createdAt'), children: formatDateTime(user.createdAt) },
            {
              key: 'introduction',
              label: t('ui:fields.introduction'),
              span: 'filled',
              children: user.introduction || (
                <Typography.Text type="secondary">{t('users.noIntroduction')}</Typography.Text>
              ),
            },
          ]}
        />
      </Card>

      {student && <StudentProfileCard userId={user.id} />}
      {!student && !helperKind && <UserClassesCard user={user} />}
      {helperKind && <LinkedStudentsCard staff={user} kind={helperKind} />}
      <AuditLogCard targetType="user" targetId={user.id} />

      <UserFormModal open={editing} user={user} roles={[]} onClose={() => setEditing(false)} />
    </Flex>
  );
}
