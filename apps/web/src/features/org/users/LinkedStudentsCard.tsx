import { PlusOutlined } from '@ant-design/icons';
import type { SupportLinks, UserDetail } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { App, Button, Card, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, SearchBox } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { useChangeSupportLinks, useSupportLinks } from '../api/users';
import { UserSelect } from '../components/selects';
import { ORG_NS } from '../i18n';
import type { SupportKindName } from '../roles';

type Linked = SupportLinks['list'][number];

/** A consultant's, DL helper's or correction teacher's students: search, add, remove. */
export function LinkedStudentsCard({ staff, kind }: { staff: UserDetail; kind: SupportKindName }) {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const gradeLabel = useGradeLabel();
  const list = useListState({}, { pageSize: 10 });
  const [adding, setAdding] = useState(false);
  const [toAdd, setToAdd] = useState<number[]>([]);
  const query = useSupportLinks({ ...list.params, staffId: staff.id });
  const change = useChangeSupportLinks();

  const remove = (student: Linked) =>
    modal.confirm({
      title: t('support.unlinkTitle', { name: student.name }),
      content: t('support.unlinkStudentContent'),
      okText: t('support.unlink'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await change.mutateAsync({ staffId: staff.id, kind, remove: [student.id] });
        void message.success(t('support.unlinked'));
      }),
    });

  return (
    <Card
      className="org-card"
      title={t('support.linkedTitle', { total: query.data?.total ?? 0 })}
      data-testid="linked-students"
    >
      <ListToolbar
        filters={
          <SearchBox value={list.state.keyword} onSearch={list.search} placeholder={t('users.searchPlaceholder')} />
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="linked-add">
            {t('support.addStudents')}
          </Button>
        }
      />
      <ListTable<Linked>
        query={query}
        list={list}
        emptyText={t('support.noStudents')}
        errorTestId="org-error"
        compact
        // the card's title says how many
        pagination={{ showTotal: undefined }}
        columns={[
          {
            key: 'name',
            title: t('ui:fields.fullName'),
            render: (_, s) => <Link to={`/user/studentDetail?id=${s.id}`}>{s.name}</Link>,
          },
          { key: 'username', title: t('common:username'), dataIndex: 'username' },
          { key: 'school', title: t('ui:fields.school'), render: (_, s) => s.schoolName ?? '—' },
          {
            key: 'class',
            title: t('ui:fields.class'),
            render: (_, s) => (s.className ? `${gradeLabel(s.grade)} · ${s.className}` : t('users.noClass')),
          },
          { key: 'linkedAt', title: t('support.linkedAt'), render: (_, s) => formatDateTime(s.linkedAt) },
          {
            key: 'actions',
            title: t('ui:fields.actions'),
            render: (_, s) => (
              <Button type="link" size="small" danger onClick={() => remove(s)}>
                {t('support.unlink')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('support.addTitle', { name: staff.name })}
        okText={t('support.assign')}
        cancelText={t('common:cancel')}
        okButtonProps={{ disabled: toAdd.length === 0 }}
        confirmLoading={change.isPending}
        destroyOnHidden
        onCancel={() => setAdding(false)}
        onOk={() =>
          void settle(async () => {
            const result = await change.mutateAsync({ staffId: staff.id, kind, add: toAdd });
            void message.success(t('support.assigned', { added: result.added, total: result.total }));
            setToAdd([]);
            setAdding(false);
          })()
        }
      >
        <Typography.Paragraph type="secondary">{t('support.addHint')}</Typography.Paragraph>
        <UserSelect
          multiple
          roleType={RoleType.student}
          schoolId={staff.schoolId ?? undefined}
          value={toAdd}
          onChange={(v) => setToAdd(Array.isArray(v) ? v : [])}
          placeholder={t('users.searchPlaceholder')}
          className="org-fill"
          data-testid="linked-add-select"
        />
      </Modal>
    </Card>
  );
}
