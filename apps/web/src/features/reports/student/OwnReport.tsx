import { Skeleton } from 'antd';
import { LessonReportContent } from '../../../ui/question/LessonReportContent';
import { QueryError } from '../../../ui/QueryError';
import { useOwnLessonReport } from '../api';

/** The student's report of one of its lessons, read here (the lesson page opens only lessons open to it now). */
export function OwnReport({ lessonId }: { lessonId: number }) {
  const report = useOwnLessonReport(lessonId);
  if (report.isError)
    return <QueryError compact error={report.error} onRetry={() => report.refetch()} testId="reports-error" />;
  if (!report.data) return <Skeleton active />;
  return <LessonReportContent report={report.data} />;
}
