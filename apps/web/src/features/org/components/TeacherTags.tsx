import type { StuInfo } from '@edu/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORG_NS } from '../i18n';

/** A student's teachers (of its class) under a heading, the head teacher marked; `linked`: to their pages. */
export function TeacherTags({ teachers, linked }: { teachers: StuInfo['teachers']; linked?: boolean }) {
  const { t } = useTranslation(ORG_NS);
  return (
    <div>
      <Typography.Title level={5}>{t('profile.teachers')}</Typography.Title>
      {teachers.length === 0 ? (
        <Typography.Text type="secondary">{t('profile.noTeachers')}</Typography.Text>
      ) : (
        <Space wrap>
          {teachers.map((teacher) => (
            <Tag key={teacher.id} color={teacher.head ? 'gold' : undefined}>
              {linked ? <Link to={`/user/teacherDetail?id=${teacher.id}`}>{teacher.name}</Link> : teacher.name}
              {teacher.head ? ` · ${t('classes.head')}` : ''}
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
