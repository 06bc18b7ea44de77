import { CheckCircleOutlined, CloudSyncOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { type AnswerResponse, type StudentLesson, uuidv4 } from '@edu/shared';
import { STORAGE_KEYS } from '@edu/shared/constants';
import { Alert, Button, Card, Flex, Modal, Skeleton, Typography } from 'antd';
import Cookies from 'js-cookie';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { settle } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { photoUrlOf } from '../../../ui/question/LessonReportContent';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { useStudyAssistant } from '../api/assistant';
import { uploadAnswerPhoto, useStudentLesson, useSubmitLesson } from '../api/student';
import { browserTimeZone } from '../../../ui/time-zone';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { isAnswered, mergeAnswers, readTimer, writeTimer } from './drafts';
import { LessonReportView } from './LessonReportView';
import { StudyAssistantPanel } from './StudyAssistantPanel';
import { type SaveState, useAutosave } from './useAutosave';
import { useLiveSession } from './useLiveSession';

/**
 * /stuLesson/stuLessonDetail?lessonId=: a released lesson (content with its math, then its exercises
 * answered in the page, saved as the student goes) and, once submitted, its report. It leaves the ToDoWork
 * flag alone (route meta keepToDoWork).
 */
export default function StuLessonDetailPage() {
  const { t } = useTranslation(LEARNING_NS);
  const [search] = useSearchParams();
  const lessonId = idFromQuery(search.get('lessonId'));
  const lesson = useStudentLesson(lessonId);
  if (lessonId === undefined) return <QueryError error={new Error(t('ui:missingId'))} testId="learning-error" />;
  if (lesson.isError)
    return <QueryError error={lesson.error} onRetry={() => lesson.refetch()} testId="learning-error" />;
  if (!lesson.data) return <Skeleton active />;
  const done = lesson.data.submission && lesson.data.submission.state !== 'in_progress';
  return done ? <LessonReportView lessonId={lessonId} /> : <LessonWork key={lessonId} lesson={lesson.data} />;
}

/** The lesson timer: counts while the page is visible, kept in local storage (spec section 3). */
function useLessonTimer(lesson: StudentLesson) {
  const base = Math.max(readTimer(lesson.lessonId), lesson.submission?.timeSpentMs ?? 0);
  const started = useRef({ at: performance.now(), base });
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState !== 'visible') {
        started.current = { at: performance.now(), base: elapsed() };
        return;
      }
      writeTimer(lesson.lessonId, elapsed());
    };
    const elapsed = () => started.current.base + (performance.now() - started.current.at);
    const id = setInterval(tick, 1_000);
    return () => {
      clearInterval(id);
      writeTimer(lesson.lessonId, elapsed());
    };
  }, [lesson.lessonId]);
  return () => started.current.base + (performance.now() - started.current.at);
}

const SAVE_ICON: Record<SaveState, React.ReactNode> = {
  idle: null,
  saving: <CloudSyncOutlined />,
  saved: <CheckCircleOutlined />,
  offline: <DisconnectOutlined />,
  refused: <WarningOutlined />,
};

/** The element id of a question of the page (where the teacher's focus moves it). */
const questionAnchor = (questionId: number) => `stu-question-${questionId}`;

function LessonWork({ lesson }: { lesson: StudentLesson }) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const [modal, modalContext] = Modal.useModal();
  const timeSpent = useLessonTimer(lesson);
  const autosave = useAutosave(lesson.lessonId, true, timeSpent);
  const [answers, setAnswers] = useState(() => mergeAnswers(lesson.answers, autosave.drafts));
  // The saved photos' addresses, and those of photos uploaded since the page opened.
  const [photoUrls, setPhotoUrls] = useState<Record<string, string>>(lesson.photoUrls);
  const submit = useSubmitLesson();
  // The study assistant, where the brand offers it (hidden otherwise, and while the answer is unknown).
  const assistant = useStudyAssistant(lesson.lessonId).data?.available === true;
  // One key per attempt: a retried or doubled submit is the same one on the server.
  const submitKey = useMemo(() => uuidv4(), []);
  const answered = lesson.exercises.filter((e) => isAnswered(answers.get(e.questionId))).length;
  // The question the student is on (the last one it worked in): its position in a live class session.
  const [currentQuestionId, setCurrentQuestionId] = useState(lesson.exercises[0]?.questionId);
  const [announcement, setAnnouncement] = useState('');
  const moveTo = useCallback(
    (questionId: number, questionNo: number) => {
      const el = document.getElementById(questionAnchor(questionId));
      if (!el) return;
      setCurrentQuestionId(questionId);
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches;
      el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
      el.focus({ preventScroll: true });
      setAnnouncement(t('live.focus', { no: questionNo }));
    },
    [t],
  );
  const live = useLiveSession(lesson.lessonId, currentQuestionId, { onFocus: moveTo });

  const change = (questionId: number, response: AnswerResponse) => {
    setAnswers((prev) => new Map(prev).set(questionId, response));
    setCurrentQuestionId(questionId);
    autosave.change(questionId, response);
  };

  const doSubmit = async () => {
    await autosave.flush();
    await submit.mutateAsync({
      lessonId: lesson.lessonId,
      submitKey,
      answers: lesson.exercises.map((e) => ({ questionId: e.questionId, response: answers.get(e.questionId) ?? {} })),
      timeSpentMs: Math.round(timeSpent()),
      // The day its answers count on in the wrong-question book.
      tz: browserTimeZone(),
    });
  };

  const confirmSubmit = () => {
    const missing = lesson.exercises.length - answered;
    void modal.confirm({
      title: t('student.submitTitle'),
      content: missing > 0 ? t('student.submitMissing', { count: missing }) : t('student.submitContent'),
      okText: t('student.submit'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(doSubmit),
    });
  };

  return (
    <Flex vertical gap={16} className="stu-lesson" data-testid="stu-lesson">
      {modalContext}
      <Card>
        <Typography.Title level={3} className="stu-lesson__title">
          {lesson.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {lesson.courseTitle} · {lesson.chapterTitle}
        </Typography.Text>
        {lesson.homework && (
          <Alert
            className="stu-lesson__homework"
            type="info"
            showIcon
            title={t('homework.banner', { at: formatDateTime(lesson.homework.dueAt) })}
            description={lesson.homework.note || undefined}
            data-testid="stu-homework"
          />
        )}
        {live.session && !live.ended && (
          <Alert
            className="stu-lesson__homework"
            type="success"
            showIcon
            title={t('live.banner')}
            data-testid="stu-live"
          />
        )}
        {live.ended && (
          <Alert
            className="stu-lesson__homework"
            type="info"
            showIcon
            title={t('live.ended')}
            data-testid="stu-live-ended"
          />
        )}
        <RichHtml html={lesson.html} className="stu-lesson__html" data-testid="stu-lesson-html" />
      </Card>
      {/* The teacher's moves, said to screen readers (the page also scrolls and moves the focus). */}
      <div className="ui-visually-hidden" role="status" aria-live="polite" data-testid="stu-live-announcement">
        {announcement}
      </div>
      {lesson.exercises.length > 0 && (
        <Card title={t('student.exercises', { answered, total: lesson.exercises.length })}>
          <Flex vertical gap={24}>
            {lesson.exercises.map((e, i) => (
              <div
                key={e.questionId}
                id={questionAnchor(e.questionId)}
                tabIndex={-1}
                className="stu-lesson__question"
                onFocusCapture={() => setCurrentQuestionId(e.questionId)}
                data-current={currentQuestionId === e.questionId}
              >
                <StudentQuestion
                  index={i + 1}
                  preview={e.preview}
                  response={answers.get(e.questionId)}
                  onChange={(response) => change(e.questionId, response)}
                  uploadPhoto={(file, onProgress) =>
                    uploadAnswerPhoto({ lessonId: lesson.lessonId, questionId: e.questionId }, file, onProgress)
                  }
                  photoUrl={photoUrlOf(photoUrls, answers.get(e.questionId))}
                  onPhotoUrl={(photo, url) => setPhotoUrls((prev) => ({ ...prev, [photo]: url }))}
                />
                {assistant && <StudyAssistantPanel lessonId={lesson.lessonId} questionId={e.questionId} no={i + 1} />}
              </div>
            ))}
          </Flex>
        </Card>
      )}
      {autosave.state === 'refused' && <Alert type="error" showIcon title={autosave.refusal} />}
      <Card className="stu-lesson__bar">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text
            type={autosave.state === 'offline' || autosave.state === 'refused' ? 'danger' : 'secondary'}
            role="status"
            data-testid="stu-save-state"
            data-state={autosave.state}
          >
            {SAVE_ICON[autosave.state]} {autosave.state === 'idle' ? '' : t(`student.save.${autosave.state}`)}
          </Typography.Text>
          <Flex gap={8}>
            {/* Opened from the to-do list (the ToDoWork flag, which this page leaves alone): back to it. */}
            {Cookies.get(STORAGE_KEYS.toDoWorkCookie) === 'true' ? (
              <Button onClick={() => navigate('/dashboard')}>{t('student.backToToDo')}</Button>
            ) : (
              <Button onClick={() => navigate('/stuLesson/stuLesson')}>{t('student.backToList')}</Button>
            )}
            <Button type="primary" loading={submit.isPending} onClick={confirmSubmit} data-testid="stu-submit">
              {t('student.submit')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
