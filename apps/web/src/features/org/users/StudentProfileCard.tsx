import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { useGradeLabel } from '../../../ui/grades';
import { QueryError } from '../../../ui/QueryError';
import { useStuInfo } from '../api/students';
import { useChangeSupportLinks } from '../api/users';
import { RoleTag } from '../components/tags';
import { TeacherTags } from '../components/TeacherTags';
import { ORG_NS } from '../i18n';
import { classDetailPath } from '../roles';
import { AssignHelperModal } from './AssignHelperModal';

/** A student's profile (getStuInfoByUserId): school, class, teachers and the helpers linked to it. */
export function StudentProfileCard({ userId }: { userId: number }) {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const caller = useCaller();
  const gradeLabel = useGradeLabel();
  const query = useStuInfo(userId);
  const unlink = useChangeSupportLinks();
  const [assigning, setAssigning] = useState(false);

  if (query.isError) {
    return (
      <Card className="org-card" title={t('profile.title')}>
        <QueryError testId="org-error" compact error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const info = query.data;
  return (
    <Card className="org-card" title={t('profile.title')} data-testid="student-profile">
      {!info ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} className="org-fill">
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            size="small"
            items={[
              { key: 'school', label: t('ui:fields.school'), children: info.school?.name ?? '—' },
              {
                key: 'class',
                label: t('ui:fields.class'),
                children: info.class ? (
                  <Link to={classDetailPath(caller.orgScope, info.class.id)}>{info.class.name}</Link>
                ) : (
                  t('users.noClass')
                ),
              },
              { key: 'grade', label: t('ui:fields.grade'), children: gradeLabel(info.grade) },
            ]}
          />
          <TeacherTags teachers={info.teachers} linked />
          <div>
            <Space className="org-section-head" wrap>
              <Typography.Title level={5}>{t('support.staffTitle')}</Typography.Title>
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setAssigning(true)}
                data-testid="student-assign-helper"
              >
                {t('support.assign')}
              </Button>
            </Space>
            <List
              size="small"
              dataSource={info.supportStaff}
              locale={{ emptyText: t('support.noStaff') }}
              renderItem={(staff) => (
                <List.Item
                  actions={[
                    <Button
                      key="unlink"
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        modal.confirm({
                          title: t('support.unlinkTitle', { name: staff.name }),
                          content: t('support.unlinkContent'),
                          okText: t('support.unlink'),
                          okButtonProps: { danger: true },
                          cancelText: t('common:cancel'),
                          onOk: settle(async () => {
                            await unlink.mutateAsync({ staffId: staff.id, kind: staff.kind, remove: [userId] });
                            void message.success(t('support.unlinked'));
                          }),
                        })
                      }
                    >
                      {t('support.unlink')}
                    </Button>,
                  ]}
                >
                  <Space wrap>
                    <Link to={`/user/teacherDetail?id=${staff.id}`}>{staff.name}</Link>
                    <Typography.Text type="secondary">{staff.username}</Typography.Text>
                    <RoleTag roleType={staff.roleType} />
                  </Space>
                </List.Item>
              )}
            />
          </div>
        </Space>
      )}
      <AssignHelperModal
        open={assigning}
        studentIds={[userId]}
        onClose={() => setAssigning(false)}
        onDone={() => setAssigning(false)}
      />
    </Card>
  );
}
