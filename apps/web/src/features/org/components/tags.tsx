import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';
import { roleKey } from '../roles';

export function UserStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(ORG_NS);
  return status === 1 ? (
    <Tag color="success">{t('status.active')}</Tag>
  ) : (
    <Tag color="default">{t('status.disabled')}</Tag>
  );
}

export function SchoolStatusTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(ORG_NS);
  return enabled ? <Tag color="success">{t('status.enabled')}</Tag> : <Tag color="default">{t('status.disabled')}</Tag>;
}

export function ClassStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(ORG_NS);
  return status === 1 ? <Tag color="processing">{t('status.classActive')}</Tag> : <Tag>{t('status.archived')}</Tag>;
}

const ROLE_COLORS: Record<string, string> = {
  teacher: 'blue',
  student: 'green',
  admin: 'red',
  schooladmin: 'purple',
  courseConsultant: 'cyan',
  DL: 'geekblue',
  brandingAdmin: 'magenta',
  correctionTeacher: 'orange',
};

export function RoleTag({ roleType }: { roleType: number }) {
  const { t } = useTranslation(ORG_NS);
  const key = roleKey(roleType);
  return <Tag color={ROLE_COLORS[key]}>{t(`roles.${key}`)}</Tag>;
}
