import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LessonReportContent } from '../../../ui/question/LessonReportContent';
import { QueryError } from '../../../ui/QueryError';
import { useStudyAssistant } from '../api/assistant';
import { useLessonReport } from '../api/student';
import { LEARNING_NS } from '../i18n';
import { StudyAssistantPanel } from './StudyAssistantPanel';

/** The report of a submitted lesson (spec: stuLessonDetail's report): score, each answer, the key, the analysis. */
export function LessonReportView({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const report = useLessonReport(lessonId, true);
  // After the hand-in the assistant may explain the whole solution (where the brand offers it).
  const assistant = useStudyAssistant(lessonId).data?.available === true;
  if (report.isError)
    return <QueryError error={report.error} onRetry={() => report.refetch()} testId="learning-error" />;
  if (!report.data) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <LessonReportContent
        report={report.data}
        extra={
          assistant
            ? (item, n) => <StudyAssistantPanel lessonId={lessonId} questionId={item.questionId} no={n} />
            : undefined
        }
      />
      <Flex>
        <Button onClick={() => navigate('/stuLesson/stuLesson')}>{t('student.backToList')}</Button>
      </Flex>
    </Flex>
  );
}
