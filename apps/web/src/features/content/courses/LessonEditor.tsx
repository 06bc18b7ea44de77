import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { LESSON_CONTENT_MAX, type Subject } from '@edu/shared';
import { Alert, Button, Card, Empty, Flex, Input, Modal, Skeleton, Space, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { QueryError } from '../../../ui/QueryError';
import { IconAction } from '../../../ui/IconAction';
import { useLessonDetail, usePublishLesson, useSaveLesson, useSetLessonExercises } from '../api/courses';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useUploadsInFlight } from '../editor/useUploadsInFlight';
import { CONTENT_NS } from '../i18n';
import { QuestionView } from '../render/QuestionView';
import { QuestionPicker } from './QuestionPicker';

/**
 * One lesson being written: its title and content (rich text with formulas, live preview), publishing,
 * and its exercises from the question bank (added with the bank's search, reordered, removed).
 */
export function LessonEditor({
  lessonId,
  subject,
  grade,
  onDirtyChange,
  onPreview,
}: {
  lessonId: number;
  subject: Subject;
  grade: number;
  onDirtyChange: (dirty: boolean) => void;
  /** opens the lesson as readers see it */
  onPreview?: (lessonId: number) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const detail = useLessonDetail(lessonId);
  const saveLesson = useSaveLesson();
  const publish = usePublishLesson();
  const setExercises = useSetLessonExercises();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [modal, modalContext] = Modal.useModal();
  const { uploading, onUploadingChange } = useUploadsInFlight();
  const lesson = detail.data;

  // The lesson's stored text, once per lesson (a refetch after saving does not overwrite typing).
  useEffect(() => {
    if (lesson && lesson.id === lessonId && loadedId !== lessonId) {
      setTitle(lesson.title);
      setContent(lesson.content ?? '');
      setLoadedId(lessonId);
    }
  }, [lesson, lessonId, loadedId]);

  const ready = lesson !== undefined && loadedId === lessonId;
  const changed = ready && (title !== lesson.title || content !== (lesson.content ?? ''));
  // A picture on its way counts as a change: leaving now would lose it.
  const dirty = changed || uploading;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const titleError =
    title.trim() === ''
      ? t('ui:validation.required')
      : title.length > 200
        ? t('ui:validation.maxLength', { max: 200 })
        : null;
  const tooLong = content.length > LESSON_CONTENT_MAX;

  const save = async () => {
    if (!lesson || titleError || tooLong || uploading) return;
    try {
      const saved = await saveLesson.mutateAsync({ id: lesson.id, title: title.trim(), content });
      // What the server stored (sanitized) becomes the baseline.
      setTitle(saved.title);
      setContent(saved.content ?? content);
      void toastSuccess(t('lesson.saved'));
    } catch {
      // shown by the request client
    }
  };

  const exercises = lesson?.exercises ?? [];
  const ids = exercises.map((e) => e.questionId);
  const replaceExercises = async (questionIds: number[]) => {
    if (!lesson) return;
    await setExercises.mutateAsync({ lessonId: lesson.id, questionIds });
  };
  const moveExercise = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    void replaceExercises(next).catch(() => undefined);
  };
  const confirmRemove = (questionId: number) => {
    void modal.confirm({
      title: t('exercises.removeTitle'),
      content: t('exercises.removeBody'),
      okText: t('exercises.remove'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(() => replaceExercises(ids.filter((id) => id !== questionId))),
    });
  };

  if (detail.isError)
    return <QueryError testId="content-error" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!ready) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Flex vertical gap={16} data-testid="lesson-editor">
      {modalContext}
      <Card
        className="ct-card"
        title={
          <Flex gap={8} align="center" wrap>
            <span>{t('lesson.content')}</span>
            {changed && (
              <Typography.Text type="warning" className="lesson-dirty">
                {t('lesson.unsaved')}
              </Typography.Text>
            )}
          </Flex>
        }
        extra={
          <Space wrap>
            <Tooltip title={t('lesson.publishHint')}>
              <Switch
                checked={lesson.published}
                loading={publish.isPending}
                checkedChildren={t('status.published')}
                unCheckedChildren={t('status.draft')}
                onChange={(published) =>
                  publish
                    .mutateAsync({ id: lesson.id, published })
                    .then(() => toastSuccess(published ? t('lesson.published') : t('lesson.unpublished')))
                    .catch(() => undefined)
                }
                data-testid="lesson-publish"
              />
            </Tooltip>
            {onPreview && (
              <Button icon={<EyeOutlined />} onClick={() => onPreview(lesson.id)} disabled={dirty}>
                {t('lesson.readerView')}
              </Button>
            )}
            {uploading && (
              <Typography.Text type="secondary" data-testid="lesson-uploading">
                {t('editor.image.waiting')}
              </Typography.Text>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!changed || !!titleError || tooLong || uploading}
              loading={saveLesson.isPending}
              onClick={() => void save()}
              data-testid="lesson-save"
            >
              {t('ui:actions.save')}
            </Button>
          </Space>
        }
      >
        <Flex vertical gap={12}>
          <div>
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
              status={titleError ? 'error' : undefined}
              placeholder={t('lesson.title')}
              aria-label={t('lesson.title')}
              size="large"
              className="lesson-title-input"
              data-testid="lesson-title"
            />
            {titleError && <div className="qf-option__error">{titleError}</div>}
          </div>
          <RichTextEditor
            variant="full"
            preview
            value={content}
            onChange={setContent}
            placeholder={t('lesson.placeholder')}
            ariaLabel={t('lesson.content')}
            data-testid="lesson-content"
            imageUpload
            onUploadingChange={onUploadingChange}
          />
          {tooLong && <Alert type="error" showIcon title={t('lesson.tooLong', { max: LESSON_CONTENT_MAX })} />}
          <Typography.Text type="secondary" className="lesson-meta">
            {t('lesson.updatedAt', { time: formatDateTime(lesson.updatedAt) })}
          </Typography.Text>
        </Flex>
      </Card>

      <Card
        className="ct-card"
        title={t('exercises.title', { count: exercises.length })}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="add-exercises">
            {t('exercises.addFromBank')}
          </Button>
        }
        data-testid="lesson-exercises"
      >
        {exercises.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exercises.none')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('exercises.addFromBank')}
            </Button>
          </Empty>
        ) : (
          <ol className="exercise-list">
            {exercises.map((e, i) => (
              <li key={e.questionId} className="exercise-item" data-testid="exercise-item">
                <QuestionView preview={e.preview} index={i + 1} />
                <Space className="exercise-item__actions" size={0}>
                  <IconAction
                    label={t('exercises.up')}
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0 || setExercises.isPending}
                    onClick={() => moveExercise(i, -1)}
                  />
                  <IconAction
                    label={t('exercises.down')}
                    icon={<ArrowDownOutlined />}
                    disabled={i === exercises.length - 1 || setExercises.isPending}
                    onClick={() => moveExercise(i, 1)}
                  />
                  <IconAction
                    label={t('exercises.remove')}
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => confirmRemove(e.questionId)}
                  />
                </Space>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <QuestionPicker
        open={picking}
        attached={ids}
        defaults={{ subject, grade }}
        saving={setExercises.isPending}
        onCancel={() => setPicking(false)}
        onOk={(picked) =>
          void replaceExercises([...ids, ...picked])
            .then(() => {
              setPicking(false);
              void toastSuccess(t('exercises.added', { count: picked.length }));
            })
            .catch(() => undefined)
        }
      />
    </Flex>
  );
}
