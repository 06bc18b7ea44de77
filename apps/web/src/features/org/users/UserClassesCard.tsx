import type { UserDetail } from '@edu/shared';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCaller } from '../../../ui/access';
import { useGradeLabel } from '../../../ui/grades';
import { ClassStatusTag } from '../components/tags';
import { ORG_NS } from '../i18n';
import { classDetailPath } from '../roles';

type ClassRef = UserDetail['classes'][number];

/** The classes a teacher teaches or heads. */
export function UserClassesCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation(ORG_NS);
  const caller = useCaller();
  const gradeLabel = useGradeLabel();
  return (
    <Card className="org-card" title={t('classes.taught')} data-testid="user-classes">
      <Table<ClassRef>
        rowKey={(c) => `${c.id}-${c.relation}`}
        size="small"
        pagination={false}
        dataSource={user.classes}
        locale={{ emptyText: t('classes.noneTaught') }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'name',
            title: t('ui:fields.class'),
            render: (_, c) => <Link to={classDetailPath(caller.orgScope, c.id)}>{c.name}</Link>,
          },
          { key: 'grade', title: t('ui:fields.grade'), render: (_, c) => gradeLabel(c.grade) },
          {
            key: 'relation',
            title: t('classes.relation'),
            render: (_, c) => (
              <Tag color={c.relation === 'head' ? 'gold' : 'blue'}>{t(`classes.relations.${c.relation}`)}</Tag>
            ),
          },
          { key: 'status', title: t('ui:fields.status'), render: (_, c) => <ClassStatusTag status={c.status} /> },
        ]}
      />
    </Card>
  );
}
