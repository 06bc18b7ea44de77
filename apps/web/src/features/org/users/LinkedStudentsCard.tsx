import { PlusOutlined } from '@ant-design/icons';
import type { SupportLinks, UserDetail } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { App, Button, Card, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeSupportLinks, useSupportLinks } from '../api/users';
import { formatDateTime } from '../components/format';
import { ListToolbar, SearchBox } from '../../../shell/list/ListToolbar';
import { QueryError } from '../components/QueryError';
import { UserSelect } from '../components/selects';
import { useGradeLabel } from '../components/tags';
import { ORG_NS } from '../i18n';
import type { SupportKindName } from '../roles';
import { settle } from '../components/confirm';

type Linked = SupportLinks['list'][number];

/** A consultant's, DL helper's or correction teacher's students: search, add, remove. */
export function LinkedStudentsCard({ staff, kind }: { staff: UserDetail; kind: SupportKindName }) {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const gradeLabel = useGradeLabel();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [adding, setAdding] = useState(false);
  const [toAdd, setToAdd] = useState<number[]>([]);
  const params = useMemo(
    () => ({ staffId: staff.id, page, pageSize, ...(keyword ? { keyword } : {}) }),
    [staff.id, page, pageSize, keyword],
  );
  const query = useSupportLinks(params);
  const change = useChangeSupportLinks();

  const remove = (student: Linked) =>
    modal.confirm({
      title: t('support.unlinkTitle', { name: student.name }),
      content: t('support.unlinkStudentContent'),
      okText: t('support.unlink'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
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
          <SearchBox
            value={keyword}
            onSearch={(v) => {
              setKeyword(v);
              setPage(1);
            }}
            placeholder={t('users.searchPlaceholder')}
          />
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="linked-add">
            {t('support.addStudents')}
          </Button>
        }
      />
      {query.isError && !query.data ? (
        <QueryError compact error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Linked>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: keyword ? t('common.noMatch') : t('support.noStudents') }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (p, s) => {
              setPage(s !== pageSize ? 1 : p);
              setPageSize(s);
            },
          }}
          columns={[
            {
              key: 'name',
              title: t('users.name'),
              render: (_, s) => <Link to={`/user/studentDetail?id=${s.id}`}>{s.name}</Link>,
            },
            { key: 'username', title: t('users.username'), dataIndex: 'username' },
            { key: 'school', title: t('users.school'), render: (_, s) => s.schoolName ?? '—' },
            {
              key: 'class',
              title: t('users.class'),
              render: (_, s) => (s.className ? `${gradeLabel(s.grade)} · ${s.className}` : t('users.noClass')),
            },
            { key: 'linkedAt', title: t('support.linkedAt'), render: (_, s) => formatDateTime(s.linkedAt) },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, s) => (
                <Button type="link" size="small" danger onClick={() => remove(s)}>
                  {t('support.unlink')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={adding}
        title={t('support.addTitle', { name: staff.name })}
        okText={t('support.assign')}
        cancelText={t('common.cancel')}
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
