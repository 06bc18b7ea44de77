import { DeleteOutlined, FileSearchOutlined } from '@ant-design/icons';
import {
  FOLLOW_UP_AGREED_MAX,
  FOLLOW_UP_NOTE_MAX,
  type FollowUpNote,
  type MyLessonRow,
  type SupportStudentRow,
} from '@edu/shared';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Skeleton,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { ListTable } from '../../../ui/list/ListTable';
import { PagedList } from '../../../ui/list/PagedList';
import { useListState } from '../../../ui/list/useListState';
import { LEARNING_NS } from '../i18n';
import { LessonStateTag } from '../student/LessonStateTag';
import { useAddFollowUp, useDeleteFollowUp, useFollowUps, useSupportStudentLessons } from './api';
import { supportLessonPath } from './paths';

/** The drawer of one student of the work list: its follow-up notes and its lessons. */
export function StudentFollowUp({ student }: { student: SupportStudentRow }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Tabs
      items={[
        {
          key: 'followUps',
          label: t('support.tabs.followUps'),
          children: <FollowUps studentId={student.studentId} />,
        },
        {
          key: 'lessons',
          label: t('support.tabs.lessons'),
          children: <Lessons studentId={student.studentId} />,
        },
      ]}
    />
  );
}

interface FormValues {
  contactAt: Dayjs;
  note: string;
  agreed?: string;
}

/** The new note (who: the caller; when: now unless changed; what was said; what was agreed), then the notes. */
function FollowUps({ studentId }: { studentId: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const [form] = Form.useForm<FormValues>();
  const [modal, modalContext] = Modal.useModal();
  const add = useAddFollowUp();
  const remove = useDeleteFollowUp();
  const list = useListState<Record<string, never>>({}, { pageSize: 10 });
  const notes = useFollowUps(studentId, list.params);
  const titleId = useId();

  const submit = async (values: FormValues) => {
    await add.mutateAsync({
      studentId,
      contactAt: values.contactAt.toISOString(),
      note: values.note,
      agreed: values.agreed ?? '',
    });
    form.resetFields();
    form.setFieldValue('contactAt', dayjs());
    void toastSuccess(t('support.form.added'));
  };

  const confirmDelete = (note: FollowUpNote) => {
    const time = formatDateTime(note.contactAt);
    void modal.confirm({
      title: t('support.notes.deleteTitle'),
      content: t('support.notes.deleteContent', { time }),
      okText: t('support.notes.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        await remove.mutateAsync(note.id);
        void toastSuccess(t('support.notes.deleted'));
      }),
    });
  };

  return (
    <Flex vertical gap={16}>
      {modalContext}
      <Card size="small" title={<span id={titleId}>{t('support.form.title')}</span>}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          aria-labelledby={titleId}
          initialValues={{ contactAt: dayjs() }}
          onFinish={(values) => submit(values).catch(() => undefined)}
          data-testid="follow-up-form"
        >
          <Form.Item name="contactAt" label={t('support.form.contactAt')} rules={[{ required: true }]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs().subtract(366, 'day'), 'day')}
              allowClear={false}
              style={{ width: '100%' }}
              data-testid="follow-up-at"
            />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('support.form.note')}
            rules={[{ required: true, whitespace: true, message: t('support.form.noteRequired') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={FOLLOW_UP_NOTE_MAX}
              showCount
              placeholder={t('support.form.notePlaceholder')}
              data-testid="follow-up-note"
            />
          </Form.Item>
          <Form.Item name="agreed" label={t('support.form.agreed')}>
            <Input.TextArea
              rows={2}
              maxLength={FOLLOW_UP_AGREED_MAX}
              showCount
              placeholder={t('support.form.agreedPlaceholder')}
              data-testid="follow-up-agreed"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="follow-up-add">
            {t('support.form.add')}
          </Button>
        </Form>
      </Card>
      <Typography.Title level={5} className="work-list__notes-title">
        {t('support.notes.title', { count: notes.data?.total ?? 0 })}
      </Typography.Title>
      <PagedList<FollowUpNote>
        query={notes}
        list={list}
        loading={<Skeleton active />}
        empty={<Typography.Text type="secondary">{t('support.notes.empty')}</Typography.Text>}
        errorTestId="learning-error"
        sizeChanger={false}
        pagination={{ size: 'small' }}
      >
        {(rows) => (
          <ul className="work-list__notes" data-testid="follow-up-list">
            {rows.map((n) => (
              <li key={n.id} className="work-list__note" data-testid="follow-up-note-item">
                <Flex justify="space-between" align="start" gap={8}>
                  <Typography.Text type="secondary">
                    {t('support.notes.by', { name: n.staffName, time: formatDateTime(n.contactAt) })}
                  </Typography.Text>
                  {n.mine && (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('support.notes.deleteFor', { time: formatDateTime(n.contactAt) })}
                      onClick={() => confirmDelete(n)}
                      data-testid="follow-up-delete"
                    />
                  )}
                </Flex>
                <Typography.Paragraph className="work-list__note-text">{n.note}</Typography.Paragraph>
                {n.agreed && (
                  <Typography.Paragraph className="work-list__note-text">
                    <Typography.Text strong>{t('support.notes.agreed')}: </Typography.Text>
                    {n.agreed}
                  </Typography.Paragraph>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Flex>
  );
}

/** The student's lessons as its own list has them; a handed-in one opens its report. */
function Lessons({ studentId }: { studentId: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const list = useListState<Record<string, never>>({}, { pageSize: 10 });
  const query = useSupportStudentLessons(studentId, list.params);
  const columns: TableColumnsType<MyLessonRow> = [
    {
      key: 'lesson',
      title: t('student.lesson'),
      render: (_, r) => (
        <div>
          <Typography.Text>{r.title}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{r.courseTitle}</Typography.Text>
          </div>
        </div>
      ),
    },
    { key: 'state', title: t('ui:fields.status'), width: 110, render: (_, r) => <LessonStateTag state={r.state} /> },
    { key: 'score', title: t('student.score'), align: 'right', width: 70, render: (_, r) => r.score ?? '—' },
    {
      key: 'due',
      title: t('support.lessons.due'),
      width: 140,
      render: (_, r) => (
        <div>
          {r.dueAt ? formatDateTime(r.dueAt) : '—'}
          {r.late && (
            <div>
              <Tag color="orange" data-testid="support-lesson-late">
                {t('support.lessons.late')}
              </Tag>
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'report',
      title: t('ui:fields.actions'),
      width: 100,
      render: (_, r) =>
        r.state === 'submitted' || r.state === 'graded' ? (
          <Button
            type="link"
            size="small"
            icon={<FileSearchOutlined />}
            onClick={() => navigate(supportLessonPath(studentId, r.lessonId))}
            aria-label={t('support.lessons.reportFor', { title: r.title })}
            data-testid="support-lesson-report"
          >
            {t('support.lessons.report')}
          </Button>
        ) : null,
    },
  ];
  return (
    <ListTable<MyLessonRow>
      query={query}
      list={list}
      columns={columns}
      rowKey={(r) => `${r.className}-${r.lessonId}`}
      emptyText={t('support.lessons.empty')}
      compact
      sizeChanger={false}
      scroll={{ x: 520 }}
      errorTestId="learning-error"
      data-testid="support-lessons"
    />
  );
}
