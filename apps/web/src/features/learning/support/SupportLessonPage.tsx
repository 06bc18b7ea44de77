import { EyeOutlined } from '@ant-design/icons';
import { ResultCode } from '@edu/shared';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isRequestError } from '../../../app/api';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { LessonReportContent } from '../../../ui/question/LessonReportContent';
import { useSupportLessonReport, useSupportStudentLessons } from './api';
import { WORK_LIST_PATH } from './paths';
import './support.css';

const FIRST = { page: 1, pageSize: 1 };

/**
 * /stuLesson/stuLessonDetail?studentId=&lessonId= for a DL: a linked student's lesson report as the student
 * sees it, read-only; before the hand-in, a note that there is none yet.
 */
export default function SupportLessonPage() {
  const { t } = useTranslation(LEARNING_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const studentId = idFromQuery(search.get('studentId'));
  const lessonId = idFromQuery(search.get('lessonId'));
  const student = useSupportStudentLessons(studentId, FIRST);
  const report = useSupportLessonReport(studentId, lessonId);
  const back = (
    <Flex>
      <Button onClick={() => navigate(WORK_LIST_PATH)} data-testid="support-report-back">
        {t('support.report.back')}
      </Button>
    </Flex>
  );
  if (studentId === undefined || lessonId === undefined) {
    return (
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('support.report.missing')} />
        {back}
      </Flex>
    );
  }
  if (student.isError) {
    return <QueryError error={student.error} onRetry={() => student.refetch()} testId="learning-error" />;
  }
  const notHandedIn = isRequestError(report.error) && report.error.code === ResultCode.notFound && student.isSuccess;
  if (report.isError && !notHandedIn) {
    return <QueryError error={report.error} onRetry={() => report.refetch()} testId="learning-error" />;
  }
  return (
    <Flex vertical gap={16} data-testid="support-report">
      <div>
        <Typography.Title level={2} className="stu-lesson__title" data-testid="support-report-student">
          {student.data ? t('support.report.title', { name: student.data.student.name }) : '…'}
        </Typography.Title>
        <Typography.Text type="secondary">
          <EyeOutlined aria-hidden="true" /> {t('support.report.readOnly')}
        </Typography.Text>
      </div>
      {notHandedIn ? (
        <Alert type="info" showIcon title={t('support.report.notHandedIn')} data-testid="support-report-none" />
      ) : report.data ? (
        <LessonReportContent report={report.data} />
      ) : (
        <Skeleton active />
      )}
      {back}
    </Flex>
  );
}
