import { Empty, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../ui/FormModal';
import { useClassLessons, useMyClasses, useStartClassSession } from '../api';
import { SUPERVISION_NS } from '../i18n';
import { sessionBoardPath } from '../paths';

interface Values {
  classId?: number;
  lessonId?: number;
}

/** "Start a session": one of the teacher's classes and a lesson released to it; opens the live board. */
export function StartSessionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SUPERVISION_NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [classId, setClassId] = useState<number | undefined>();
  const classes = useMyClasses();
  const lessons = useClassLessons(classId);
  const start = useStartClassSession();

  const save = async () => {
    const values = await form.validateFields();
    if (values.classId === undefined || values.lessonId === undefined) return;
    const session = await start.mutateAsync({ classId: values.classId, lessonId: values.lessonId });
    onClose();
    navigate(sessionBoardPath(session.id));
  };

  return (
    <FormModal
      open={open}
      title={t('start.title')}
      saving={start.isPending}
      onSave={save}
      onCancel={onClose}
      testId="supervise-start-dialog"
      okButtonProps={{ 'data-testid': 'supervise-start-ok' }}
    >
      <Form<Values> form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="classId"
          label={t('start.class')}
          rules={[{ required: true, message: t('ui:validation.required') }]}
        >
          <Select<number>
            placeholder={t('start.classPlaceholder')}
            loading={classes.isLoading}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => {
              setClassId(id);
              form.setFieldValue('lessonId', undefined);
            }}
            data-testid="supervise-start-class"
          />
        </Form.Item>
        <Form.Item
          name="lessonId"
          label={t('start.lesson')}
          rules={[{ required: true, message: t('ui:validation.required') }]}
        >
          <Select<number>
            placeholder={t('start.lessonPlaceholder')}
            disabled={classId === undefined}
            loading={lessons.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('start.noLessons')} />}
            // newest release first: the lesson of today's class is on top
            options={[...(lessons.data ?? [])].reverse().map((l) => ({ value: l.lessonId, label: l.title }))}
            data-testid="supervise-start-lesson"
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
