import type { HomeworkRow, HomeworkSource } from '@edu/shared';
import { HOMEWORK_NOTE_MAX } from '@edu/shared';
import { Alert, DatePicker, Form, Input, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { FormModal } from '../../../ui/FormModal';
import { useClassReleases, useCourseOutline, useTeachableCourses } from '../api/releases';
import { useSetHomework } from '../api/homework';
import { LEARNING_NS } from '../i18n';
import { defaultDueTime, dueTimeProblem } from './due';

/**
 * Gives a lesson of a course of the class's grade as homework (a new one), or changes one (`editing`: the
 * lesson is fixed; due time, note and, while nobody has handed it in, the questions change).
 */
export function GiveHomeworkModal({
  open,
  classId,
  className,
  grade,
  editing,
  onClose,
}: {
  open: boolean;
  classId: number;
  className: string;
  grade: number;
  editing: HomeworkRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(LEARNING_NS);
  const save = useSetHomework();
  const [courseId, setCourseId] = useState<number | undefined>();
  const [lessonId, setLessonId] = useState<number | undefined>();
  const [dueAt, setDueAt] = useState<Dayjs | null>(defaultDueTime);
  const [source, setSource] = useState<HomeworkSource>('lesson');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  const courses = useTeachableCourses(grade, open && !editing);
  const outline = useCourseOutline(editing ? undefined : courseId);
  const releases = useClassReleases(editing ? undefined : classId, courseId);
  const release = releases.data?.releases.find((r) => r.lessonId === lessonId);
  const lessonOptions = useMemo(
    () =>
      (outline.data?.lessons ?? [])
        .filter((l) => l.published && l.exerciseCount > 0)
        .map((l) => ({ value: l.id, label: l.title })),
    [outline.data],
  );

  const opensAt = release?.state === 'scheduled' ? release.unlockAt : null;
  const dueProblem = dueTimeProblem(dueAt, opensAt);
  const lessonProblem = !editing && lessonId === undefined;

  const reset = () => {
    setTried(false);
    setCourseId(undefined);
    setLessonId(undefined);
    setDueAt(editing ? dayjs(editing.dueAt) : defaultDueTime());
    setSource(editing?.source ?? 'lesson');
    setNote(editing?.note ?? '');
  };

  const onSave = async () => {
    setTried(true);
    if (dueProblem || lessonProblem || !dueAt) throw new Error('invalid');
    const result = await save.mutateAsync({
      classId,
      lessonId: editing?.lessonId ?? lessonId ?? 0,
      dueAt: dueAt.toISOString(),
      source,
      note,
    });
    toastSuccess(result.released ? t('homework.givenReleased') : editing ? t('homework.changed') : t('homework.given'));
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={editing ? t('homework.editTitle', { lesson: editing.title }) : t('homework.giveTitle')}
      saving={save.isPending}
      onSave={onSave}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) reset();
      }}
      testId="homework-modal"
    >
      <Typography.Paragraph type="secondary">{t('homework.giveHint', { class: className })}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {!editing && (
          <>
            <Form.Item label={t('homework.course')} htmlFor="homework-course" required>
              <Select<number>
                id="homework-course"
                showSearch={{ optionFilterProp: 'label' }}
                loading={courses.isPending}
                value={courseId}
                onChange={(id) => {
                  setCourseId(id);
                  setLessonId(undefined);
                }}
                options={(courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.title }))}
                placeholder={t('homework.coursePlaceholder')}
                data-testid="homework-course"
              />
            </Form.Item>
            <Form.Item
              label={t('homework.lesson')}
              htmlFor="homework-lesson"
              required
              validateStatus={tried && lessonProblem ? 'error' : undefined}
              help={tried && lessonProblem ? t('homework.lessonRequired') : undefined}
              extra={
                release && release.state !== 'released'
                  ? release.state === 'locked'
                    ? t('homework.releasedWith')
                    : t('homework.opensAt', { at: dayjs(release.unlockAt).format('YYYY-MM-DD HH:mm') })
                  : undefined
              }
            >
              <Select<number>
                id="homework-lesson"
                showSearch={{ optionFilterProp: 'label' }}
                disabled={courseId === undefined}
                loading={outline.isFetching}
                value={lessonId}
                onChange={setLessonId}
                options={lessonOptions}
                placeholder={t('homework.lessonPlaceholder')}
                notFoundContent={courseId === undefined ? null : t('homework.noLessons')}
                data-testid="homework-lesson"
              />
            </Form.Item>
          </>
        )}
        {editing && editing.submitted > 0 && (
          <Alert className="homework-modal__alert" type="info" showIcon title={t('homework.questionsFixed')} />
        )}
        <Form.Item label={t('homework.questions')}>
          <Radio.Group
            value={source}
            onChange={(e) => setSource(e.target.value as HomeworkSource)}
            disabled={editing !== null && editing.submitted > 0}
            options={[
              { value: 'lesson', label: t('homework.sourceLesson') },
              { value: 'preparation', label: t('homework.sourcePreparation') },
            ]}
            data-testid="homework-source"
          />
        </Form.Item>
        <Form.Item
          label={t('homework.dueAt')}
          htmlFor="homework-due"
          required
          validateStatus={tried && dueProblem ? 'error' : undefined}
          help={tried && dueProblem ? t(`homework.dueProblem.${dueProblem}`) : undefined}
        >
          <DatePicker
            id="homework-due"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={dueAt}
            onChange={setDueAt}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
            data-testid="homework-due"
          />
        </Form.Item>
        <Form.Item label={t('homework.note')} htmlFor="homework-note">
          <Input.TextArea
            id="homework-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={HOMEWORK_NOTE_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('homework.notePlaceholder')}
            data-testid="homework-note"
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
