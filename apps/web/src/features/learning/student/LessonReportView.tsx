import { Button, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LessonReportContent } from '../../../ui/question/LessonReportContent';
import { QueryError } from '../../../ui/QueryError';
import { useLessonReport } from '../api/student';
import { LEARNING_NS } from '../i18n';

/** The report of a submitted lesson (spec: stuLessonDetail's report): score, each answer, the key, the analysis. */
export function LessonReportView({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const report = useLessonReport(lessonId, true);
  if (report.isError)
    return <QueryError error={report.error} onRetry={() => report.refetch()} testId="learning-error" />;
  if (!report.data) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <LessonReportContent report={report.data} />
      <Flex>
        <Button onClick={() => navigate('/stuLesson/stuLesson')}>{t('student.backToList')}</Button>
      </Flex>
    </Flex>
  );
}
