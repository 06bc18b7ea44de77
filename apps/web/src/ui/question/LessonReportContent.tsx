import {
  CheckCircleFilled,
  CloseCircleFilled,
  ClockCircleFilled,
  HighlightOutlined,
  MinusCircleFilled,
} from '@ant-design/icons';
import {
  ANSWER_POINTS_MAX,
  type AnswerCorrection,
  type AnswerResponse,
  type GradeOutcome,
  type LessonReport,
} from '@edu/shared';
import { Card, Descriptions, Flex, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration } from '../format';
import { MarkedPhoto } from '../marks/MarkedPhoto';
import { RichHtml } from '../rich/RichHtml';
import { QUESTION_NS } from './i18n';
import { StudentQuestion } from './StudentQuestion';
import './question.css';

const OUTCOME: Record<GradeOutcome, { color: string; icon: ReactNode }> = {
  correct: { color: 'green', icon: <CheckCircleFilled /> },
  partial: { color: 'gold', icon: <MinusCircleFilled /> },
  wrong: { color: 'red', icon: <CloseCircleFilled /> },
  pending: { color: 'purple', icon: <ClockCircleFilled /> },
};

export type ReportItem = LessonReport['items'][number];

/** The address of a response's photo among a page's signed addresses. */
export function photoUrlOf(urls: Readonly<Record<string, string>>, response: AnswerResponse | undefined) {
  return response?.photo ? urls[response.photo] : undefined;
}

/** An answer's outcome as a coloured tag: right, partly right, wrong, waiting for a teacher. */
export function OutcomeTag({ outcome }: { outcome: GradeOutcome }) {
  const { t } = useTranslation(QUESTION_NS);
  return (
    <Tag color={OUTCOME[outcome].color} icon={OUTCOME[outcome].icon} className="stu-report__outcome">
      {t(`outcome.${outcome}`)}
    </Tag>
  );
}

/** The right answer as text: option letters, true/false, each blank's accepted values, or the reference. */
export function KeyView({ item }: { item: Pick<ReportItem, 'preview' | 'key'> }) {
  const { t } = useTranslation(QUESTION_NS);
  const { key } = item;
  if (item.preview.type === 'single' || item.preview.type === 'multiple') return <>{key.choices.join(', ')}</>;
  if (item.preview.type === 'judge') return <>{t(key.judge ? 'true' : 'false')}</>;
  if (item.preview.type === 'blank') {
    return <>{key.blanks.map((accepted, i) => `(${i + 1}) ${accepted.join(' / ')}`).join('  ')}</>;
  }
  return <RichHtml html={key.textHtml} />;
}

/**
 * A person's grade of a short answer (issue 11): points of ANSWER_POINTS_MAX, the comment as plain text, and
 * the photo of the handwritten work with the corrector's marks over it (vector shapes; the photo unchanged).
 * `showBy` false leaves out who corrected it (the public pages show no names beyond what the report needs).
 */
export function CorrectionView({
  correction: c,
  n,
  photoUrl,
  showBy = true,
}: {
  correction: AnswerCorrection | null;
  n: number;
  photoUrl: string | undefined;
  showBy?: boolean;
}) {
  const { t } = useTranslation(QUESTION_NS);
  if (!c) return null;
  return (
    <section className="stu-correction" aria-label={t('correction.title')} data-testid="stu-report-correction">
      <Flex wrap gap={8} align="center">
        <HighlightOutlined aria-hidden="true" />
        <Typography.Text strong>{t('correction.title')}</Typography.Text>
        <Tag color="blue" data-testid="stu-report-points">
          {t('correction.points', { points: c.points, max: ANSWER_POINTS_MAX })}
        </Tag>
      </Flex>
      {c.comment && (
        <div>
          <Typography.Text strong>{t('correction.comment')}: </Typography.Text>
          <span className="stu-correction__comment" data-testid="stu-report-comment">
            {c.comment}
          </span>
        </div>
      )}
      {photoUrl && <MarkedPhoto url={photoUrl} marks={c.marks} alt={t('correction.photoAlt', { n })} />}
      {showBy && c.correctedBy && (
        <Typography.Text type="secondary" className="stu-correction__by">
          {t('correction.by', { name: c.correctedBy.name, time: formatDateTime(c.correctedAt) })}
        </Typography.Text>
      )}
    </section>
  );
}

/** One answer of a report: outcome, the question with the answer given, a person's correction, key, analysis. */
export function ReportItemCard({
  item,
  n,
  photoUrls,
  showBy = true,
  extra,
}: {
  item: ReportItem;
  n: number;
  photoUrls: Readonly<Record<string, string>>;
  showBy?: boolean;
  /** shown at the end of the card (the student's study assistant) */
  extra?: ReactNode;
}) {
  const { t } = useTranslation(QUESTION_NS);
  const photoUrl = photoUrlOf(photoUrls, item.response);
  return (
    <Card size="small" data-testid="stu-report-item" data-outcome={item.outcome ?? ''}>
      <Flex vertical gap={10}>
        {item.outcome && <OutcomeTag outcome={item.outcome} />}
        <StudentQuestion
          index={n}
          preview={item.preview}
          // A corrected photo is shown once, with its marks, in the correction below.
          response={item.correction ? { ...item.response, photo: undefined } : item.response}
          photoUrl={photoUrl}
          readOnly
        />
        <CorrectionView correction={item.correction} n={n} photoUrl={photoUrl} showBy={showBy} />
        <div>
          <Typography.Text strong>{t('key')}: </Typography.Text>
          <KeyView item={item} />
        </div>
        {item.analysisHtml && (
          <div>
            <Typography.Text strong>{t('analysis')}</Typography.Text>
            <RichHtml html={item.analysisHtml} />
          </div>
        )}
        {extra}
      </Flex>
    </Card>
  );
}

/** A report as the student, its teacher and its helpers read it: score, right answers, time, then each answer. */
export function LessonReportContent({
  report,
  showBy = true,
  extra,
}: {
  report: LessonReport;
  showBy?: boolean;
  /** what each answer's card ends with (the student's study assistant) */
  extra?: (item: ReportItem, n: number) => ReactNode;
}) {
  const { t } = useTranslation(QUESTION_NS);
  const { submission, items } = report;
  const right = items.filter((i) => i.outcome === 'correct').length;
  return (
    <Flex vertical gap={16} data-testid="stu-report">
      <Card>
        <Typography.Title level={3}>{report.title}</Typography.Title>
        <Flex wrap gap={32}>
          <Statistic title={t('score')} value={submission.score ?? t('waiting')} data-testid="stu-report-score" />
          <Statistic title={t('right')} value={`${right} / ${items.length}`} />
          <Statistic title={t('timeSpent')} value={formatDuration(submission.timeSpentMs)} />
        </Flex>
        <Descriptions
          size="small"
          column={1}
          className="stu-report__meta"
          items={[{ key: 'at', label: t('submittedAt'), children: formatDateTime(submission.submittedAt) }]}
        />
      </Card>
      {items.map((item, i) => (
        <ReportItemCard
          key={item.questionId}
          item={item}
          n={i + 1}
          photoUrls={report.photoUrls}
          showBy={showBy}
          extra={extra?.(item, i + 1)}
        />
      ))}
    </Flex>
  );
}
