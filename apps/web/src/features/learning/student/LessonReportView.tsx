import {
  CheckCircleFilled,
  CloseCircleFilled,
  ClockCircleFilled,
  HighlightOutlined,
  MinusCircleFilled,
} from '@ant-design/icons';
import { ANSWER_POINTS_MAX, type GradeOutcome, type LessonReport } from '@edu/shared';
import { Button, Card, Descriptions, Flex, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatDuration } from '../../../ui/format';
import { MarkedPhoto } from '../../../ui/marks/MarkedPhoto';
import { QueryError } from '../../../ui/QueryError';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { useLessonReport } from '../api/student';
import { LEARNING_NS } from '../i18n';
import { photoUrlOf } from './drafts';
import { StudentQuestion } from './StudentQuestion';

const OUTCOME: Record<GradeOutcome, { color: string; icon: React.ReactNode }> = {
  correct: { color: 'green', icon: <CheckCircleFilled /> },
  partial: { color: 'gold', icon: <MinusCircleFilled /> },
  wrong: { color: 'red', icon: <CloseCircleFilled /> },
  pending: { color: 'purple', icon: <ClockCircleFilled /> },
};

type Item = LessonReport['items'][number];

/** The right answer as text: option letters, true/false, each blank's accepted values, or the reference. */
function KeyView({ item }: { item: Item }) {
  const { t } = useTranslation(LEARNING_NS);
  const { key } = item;
  if (item.preview.type === 'single' || item.preview.type === 'multiple') return <>{key.choices.join(', ')}</>;
  if (item.preview.type === 'judge') return <>{t(key.judge ? 'student.true' : 'student.false')}</>;
  if (item.preview.type === 'blank') {
    return <>{key.blanks.map((accepted, i) => `(${i + 1}) ${accepted.join(' / ')}`).join('  ')}</>;
  }
  return <RichHtml html={key.textHtml} />;
}

/**
 * A person's grade of a short answer (issue 11): points of ANSWER_POINTS_MAX, the comment as plain text, and
 * the photo of the handwritten work with the corrector's marks over it (vector shapes; the photo unchanged).
 */
function CorrectionView({ item, n, photoUrl }: { item: Item; n: number; photoUrl: string | undefined }) {
  const { t } = useTranslation(LEARNING_NS);
  const c = item.correction;
  if (!c) return null;
  return (
    <section className="stu-correction" aria-label={t('student.correction.title')} data-testid="stu-report-correction">
      <Flex wrap gap={8} align="center">
        <HighlightOutlined aria-hidden="true" />
        <Typography.Text strong>{t('student.correction.title')}</Typography.Text>
        <Tag color="blue" data-testid="stu-report-points">
          {t('student.correction.points', { points: c.points, max: ANSWER_POINTS_MAX })}
        </Tag>
      </Flex>
      {c.comment && (
        <div>
          <Typography.Text strong>{t('student.correction.comment')}: </Typography.Text>
          <span className="stu-correction__comment" data-testid="stu-report-comment">
            {c.comment}
          </span>
        </div>
      )}
      {photoUrl && <MarkedPhoto url={photoUrl} marks={c.marks} alt={t('student.correction.photoAlt', { n })} />}
      {c.correctedBy && (
        <Typography.Text type="secondary" className="stu-correction__by">
          {t('student.correction.by', { name: c.correctedBy.name, time: formatDateTime(c.correctedAt) })}
        </Typography.Text>
      )}
    </section>
  );
}

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
      <ReportContent report={report.data} />
      <Flex>
        <Button onClick={() => navigate('/stuLesson/stuLesson')}>{t('student.backToList')}</Button>
      </Flex>
    </Flex>
  );
}

/** A report as the student and its teacher read it. */
export function ReportContent({ report }: { report: LessonReport }) {
  const { t } = useTranslation(LEARNING_NS);
  const { submission, items } = report;
  const right = items.filter((i) => i.outcome === 'correct').length;
  return (
    <Flex vertical gap={16} data-testid="stu-report">
      <Card>
        <Typography.Title level={3}>{report.title}</Typography.Title>
        <Flex wrap gap={32}>
          <Statistic
            title={t('student.score')}
            value={submission.score ?? t('student.states.submitted')}
            data-testid="stu-report-score"
          />
          <Statistic title={t('student.right')} value={`${right} / ${items.length}`} />
          <Statistic title={t('student.timeSpent')} value={formatDuration(submission.timeSpentMs)} />
        </Flex>
        <Descriptions
          size="small"
          column={1}
          className="stu-report__meta"
          items={[{ key: 'at', label: t('student.submittedAt'), children: formatDateTime(submission.submittedAt) }]}
        />
      </Card>
      {items.map((item, i) => (
        <Card key={item.questionId} size="small" data-testid="stu-report-item" data-outcome={item.outcome ?? ''}>
          <Flex vertical gap={10}>
            {item.outcome && (
              <Tag
                color={OUTCOME[item.outcome].color}
                icon={OUTCOME[item.outcome].icon}
                className="stu-report__outcome"
              >
                {t(`student.outcome.${item.outcome}`)}
              </Tag>
            )}
            <StudentQuestion
              index={i + 1}
              preview={item.preview}
              // A corrected photo is shown once, with its marks, in the correction below.
              response={item.correction ? { ...item.response, photo: undefined } : item.response}
              photoUrl={photoUrlOf(report.photoUrls, item.response)}
              readOnly
            />
            <CorrectionView item={item} n={i + 1} photoUrl={photoUrlOf(report.photoUrls, item.response)} />
            <div>
              <Typography.Text strong>{t('student.key')}: </Typography.Text>
              <KeyView item={item} />
            </div>
            {item.analysisHtml && (
              <div>
                <Typography.Text strong>{t('student.analysis')}</Typography.Text>
                <RichHtml html={item.analysisHtml} />
              </div>
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
