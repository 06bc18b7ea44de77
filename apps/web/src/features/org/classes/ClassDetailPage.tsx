import {
  DeleteOutlined,
  EditOutlined,
  InboxOutlined,
  SwapOutlined,
  UndoOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import type { ClassDetail } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Modal,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCaller } from '../../../ui/access';
import { AuditLogCard } from '../../../ui/audit/AuditLogCard';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { useGradeLabel } from '../../../ui/grades';
import { ListToolbar, SearchBox } from '../../../ui/list/ListToolbar';
import { measureSafeTitle } from '../../../ui/list/MeasureSafe';
import { useListPager } from '../../../ui/list/pagination';
import { type ListStateHandle, useListState } from '../../../ui/list/useListState';
import { QueryError } from '../../../ui/QueryError';
import { useChangeClassStudents, useClassDetail, useMoveStudents } from '../api/classes';
import { useIdParam } from '../components/DetailStates';
import { ClassSelect, UserSelect } from '../components/selects';
import { ClassStatusTag, UserStatusTag } from '../components/tags';
import '../i18n';
import { UI_NS } from '../../../ui/i18n';
import { ORG_NS } from '../i18n';
import '../org.css';
import { ClassCorrectorsCard } from './ClassCorrectorsCard';
import { ClassFormModal } from './ClassFormModal';
import { useClassOperations } from './class-actions';
import { TimeAgo } from '../../../ui/TimeAgo';

type Member = ClassDetail['students']['list'][number];

/**
 * /dashboard/classdetail and /classList/classdetail (?id=): a class, its teachers and its students
 * (searched and paged on the server); add, remove and move students; edit, archive, delete; audit log.
 */
export default function ClassDetailPage() {
  const { t } = useTranslation(ORG_NS);
  const id = useIdParam();
  const list = useListState({});
  const query = useClassDetail({ ...list.params, id: id ?? 0 }, id !== undefined);

  if (id === undefined) return <QueryError testId="org-error" error={new Error(t('ui:missingId'))} />;
  if (query.isError && !query.data)
    return <QueryError testId="org-error" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.class.id !== id) {
    return (
      <Card className="org-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return <ClassView detail={query.data} fetching={query.isFetching} list={list} />;
}

function ClassView({
  detail,
  fetching,
  list,
}: {
  detail: ClassDetail;
  fetching: boolean;
  /** the students' search and page */
  list: ListStateHandle;
}) {
  const { t } = useTranslation(ORG_NS);
  const pager = useListPager(list, { data: detail.students });
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const caller = useCaller();
  const gradeLabel = useGradeLabel();
  const ops = useClassOperations();
  const cls = detail.class;
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [toAdd, setToAdd] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const [moveForm] = Form.useForm<{ toClassId: number }>();
  const changeStudents = useChangeClassStudents();
  const move = useMoveStudents();
  const listPath =
    caller.orgScope === 'school' ? '/classList/classList' : `/dashboard/classlist?schoolId=${cls.schoolId}`;

  const removeSelected = () =>
    modal.confirm({
      title: t('classes.removeTitle', { count: selected.length }),
      content: t('classes.removeContent'),
      okText: t('classes.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await changeStudents.mutateAsync({ classId: cls.id, remove: selected });
        void message.success(t('classes.removed', { count: selected.length }));
        setSelected([]);
      }),
    });

  const addStudents = async () => {
    await changeStudents.mutateAsync({ classId: cls.id, add: toAdd });
    void message.success(t('classes.added', { count: toAdd.length }));
    setToAdd([]);
    setAdding(false);
  };

  const moveSelected = async () => {
    const { toClassId } = await moveForm.validateFields();
    const result = await move.mutateAsync({ studentIds: selected, fromClassId: cls.id, toClassId });
    void message.success(t('classes.moved', { count: result.moved }));
    setSelected([]);
    setMoving(false);
  };

  return (
    <Flex vertical gap={16} className="org-detail" data-testid="class-detail">
      <Card
        className="org-card"
        title={
          <Space wrap>
            <span data-testid="class-detail-name">{cls.name}</span>
            <Tag>{gradeLabel(cls.grade)}</Tag>
            <ClassStatusTag status={cls.status} />
          </Space>
        }
        extra={
          <Space wrap size={4}>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="class-edit">
              {t('ui:actions.edit')}
            </Button>
            <Button icon={cls.status === 1 ? <InboxOutlined /> : <UndoOutlined />} onClick={() => ops.toggle(cls)}>
              {cls.status === 1 ? t('classes.archive') : t('classes.activate')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => ops.confirmDelete(cls, () => navigate(listPath))}>
              {t('ui:actions.delete')}
            </Button>
          </Space>
        }
      >
        <Flex gap={24} wrap className="org-stats">
          <Statistic title={t('classes.students')} value={cls.studentCount} />
          <Statistic title={t('classes.teachers')} value={cls.teacherCount} />
        </Flex>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={[
            {
              key: 'school',
              label: t('ui:fields.school'),
              children:
                caller.orgScope === 'school' ? (
                  cls.schoolName
                ) : (
                  <Link to={`/dashboard/schoolAdmin?id=${cls.schoolId}`}>{cls.schoolName}</Link>
                ),
            },
            {
              key: 'head',
              label: t('classes.headTeacher'),
              children: cls.headTeacherId ? (
                <Link to={`/user/teacherDetail?id=${cls.headTeacherId}`}>{cls.headTeacherName}</Link>
              ) : (
                '—'
              ),
            },
            { key: 'created', label: t('ui:fields.createdAt'), children: formatDateTime(cls.createdAt) },
            {
              key: 'teachers',
              label: t('classes.teachers'),
              span: 'filled',
              children:
                detail.teachers.length === 0 ? (
                  <Typography.Text type="secondary">{t('classes.noTeachers')}</Typography.Text>
                ) : (
                  <Space wrap size={[4, 4]} data-testid="class-teachers">
                    {detail.teachers.map((teacher) => (
                      <Tag key={teacher.id} color={teacher.head ? 'gold' : 'blue'}>
                        <Link to={`/user/teacherDetail?id=${teacher.id}`}>{teacher.name}</Link>
                        {teacher.head ? ` · ${t('classes.head')}` : ''}
                      </Tag>
                    ))}
                  </Space>
                ),
            },
          ]}
        />
      </Card>

      <Card
        className="org-card"
        title={t('classes.studentsTitle', { total: detail.students.total })}
        data-testid="class-students"
      >
        <ListToolbar
          filters={
            <SearchBox value={list.state.keyword} onSearch={list.search} placeholder={t('users.searchPlaceholder')} />
          }
          actions={
            <Space wrap>
              <Button
                icon={<SwapOutlined />}
                disabled={selected.length === 0}
                onClick={() => setMoving(true)}
                data-testid="move-students"
              >
                {t('classes.moveSelected', { count: selected.length })}
              </Button>
              <Button
                danger
                icon={<UserDeleteOutlined />}
                disabled={selected.length === 0}
                onClick={removeSelected}
                data-testid="remove-students"
              >
                {t('classes.removeSelected', { count: selected.length })}
              </Button>
              <Button
                type="primary"
                icon={<UserAddOutlined />}
                onClick={() => setAdding(true)}
                data-testid="add-students"
              >
                {t('classes.addStudents')}
              </Button>
            </Space>
          }
        />
        <Table<Member>
          rowKey="id"
          size="middle"
          loading={fetching}
          dataSource={detail.students.list}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            columnTitle: measureSafeTitle,
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            preserveSelectedRowKeys: true,
          }}
          locale={{ emptyText: list.state.keyword ? t(`${UI_NS}:list.noMatch`) : t('classes.noStudents') }}
          pagination={{
            ...pager,
            onChange: list.setPage,
          }}
          columns={[
            {
              key: 'name',
              title: t('ui:fields.fullName'),
              render: (_, s) => <Link to={`/user/studentDetail?id=${s.id}`}>{s.name}</Link>,
            },
            { key: 'username', title: t('common:username'), dataIndex: 'username' },
            { key: 'phone', title: t('users.phone'), render: (_, s) => s.phone || '—' },
            { key: 'status', title: t('ui:fields.status'), render: (_, s) => <UserStatusTag status={s.status} /> },
            { key: 'lastLogin', title: t('users.lastLogin'), render: (_, s) => <TimeAgo iso={s.lastLoginAt} /> },
          ]}
        />
      </Card>

      <ClassCorrectorsCard cls={cls} />

      <AuditLogCard targetType="class" targetId={cls.id} />

      <ClassFormModal open={editing} cls={cls} onClose={() => setEditing(false)} />
      <Modal
        open={adding}
        title={t('classes.addStudentsTitle', { name: cls.name })}
        okText={t('ui:actions.add')}
        cancelText={t('common:cancel')}
        okButtonProps={{ disabled: toAdd.length === 0 }}
        confirmLoading={changeStudents.isPending}
        onOk={() => void settle(addStudents)()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
        data-testid="add-students-dialog"
      >
        <Typography.Paragraph type="secondary">{t('classes.addStudentsHint')}</Typography.Paragraph>
        <UserSelect
          multiple
          roleType={RoleType.student}
          schoolId={cls.schoolId}
          value={toAdd}
          onChange={(v) => setToAdd(Array.isArray(v) ? v : [])}
          placeholder={t('users.searchPlaceholder')}
          className="org-fill"
          data-testid="add-students-select"
        />
      </Modal>
      <Modal
        open={moving}
        title={t('classes.moveTitle', { count: selected.length })}
        okText={t('classes.move')}
        cancelText={t('common:cancel')}
        confirmLoading={move.isPending}
        onOk={() => void moveSelected().catch(() => undefined)}
        onCancel={() => setMoving(false)}
        destroyOnHidden
        data-testid="move-students-dialog"
      >
        <Form form={moveForm} layout="vertical" preserve={false}>
          <Form.Item
            name="toClassId"
            label={t('classes.moveTo')}
            required
            rules={[{ required: true, message: t('ui:validation.required') }]}
            extra={t('classes.moveHint')}
          >
            <ClassSelect schoolId={cls.schoolId} excludeId={cls.id} allowClear={false} data-testid="move-target" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
