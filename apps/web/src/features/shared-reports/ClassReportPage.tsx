import type { ClassReportQuestion, ScoreBand, WrongAnswer } from '@edu/shared';
import { Card, Descriptions, Flex, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../ui/rich/RichHtml';
import '../../ui/question/i18n';
import { QUESTION_NS } from '../../ui/question/i18n';
import type { SharedData } from './api';
import { SHARED_REPORT_NS } from './i18n';
import { SharedPage } from './SharedPage';

/**
 * /reportDetaTo?token=: a class's report for a lesson, shared with families: the class's figures, the score
 * distribution and each question's accuracy and common wrong answers. Aggregates only: no student's name.
 */
export default function SharedClassReportPage() {
  return <SharedPage kind="class_report">{(data) => <ClassReport data={data} />}</SharedPage>;
}

type Report = SharedData<'class_report'>['report'];

/** A share 0-1 as a whole percentage. */
export function percentOf(share: number | null): string | null {
  return share === null ? null : `${Math.round(share * 100)}%`;
}

function Bands({ bands }: { bands: readonly ScoreBand[] }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  const most = Math.max(1, ...bands.map((b) => b.count));
  return (
    <ul className="shared-bands" data-testid="shared-bands">
      {bands.map((b) => (
        <li key={b.from} className="shared-bands__row">
          <span className="shared-bands__label">{t('classReport.band', { from: b.from, to: b.to })}</span>
          <span className="shared-bands__track" aria-hidden="true">
            {b.count > 0 && <span className="shared-bands__bar" style={{ width: `${(b.count / most) * 100}%` }} />}
          </span>
          <span className="shared-bands__count">{t('classReport.bandCount', { n: b.count })}</span>
        </li>
      ))}
    </ul>
  );
}

/** A wrong answer as the class gave it: option letters, true/false, blank values, a short answer's kind. */
function WrongValue({ wrong }: { wrong: WrongAnswer }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  const q = useTranslation(QUESTION_NS).t;
  switch (wrong.kind) {
    case 'choices':
      return <>{wrong.values.join(', ')}</>;
    case 'judge':
      return <>{q(wrong.values[0] === 'true' ? 'true' : 'false')}</>;
    case 'blanks':
      return <>{wrong.values.map((v, i) => `(${i + 1}) ${v}`).join('  ')}</>;
    case 'short':
      return (
        <>
          {wrong.values.map((v) => t(v === 'photo' ? 'classReport.short.photo' : 'classReport.short.text')).join(' + ')}
        </>
      );
    case 'empty':
      return <>{t('classReport.empty')}</>;
  }
}

function QuestionCard({ question, n }: { question: ClassReportQuestion; n: number }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  const q = useTranslation(QUESTION_NS).t;
  const { preview } = question;
  return (
    <Card size="small" data-testid="shared-question">
      <Flex vertical gap={10}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Typography.Title level={3} className="shared-question__n">
            {q('questionN', { n })}
          </Typography.Title>
          <Tag color="blue" data-testid="shared-accuracy">
            {t('classReport.accuracy')} {percentOf(question.accuracy) ?? t('classReport.none')}
          </Tag>
        </Flex>
        <RichHtml html={preview.stemHtml} />
        {preview.options.length > 0 && (
          <ol className="shared-question__options">
            {preview.options.map((o) => (
              <li key={o.key}>
                <strong>{o.key}.</strong> <RichHtml html={o.html} className="shared-question__option" />
              </li>
            ))}
          </ol>
        )}
        <Typography.Text type="secondary">{t('classReport.outcomes', question.outcomes)}</Typography.Text>
        {question.meanPoints !== null && (
          <Typography.Text>
            {t('classReport.meanPoints')}: {question.meanPoints}
          </Typography.Text>
        )}
        <div>
          <Typography.Text strong>{t('classReport.commonWrong')}</Typography.Text>
          {question.commonWrong.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('classReport.noWrong')}</Typography.Paragraph>
          ) : (
            <ul className="shared-question__wrong">
              {question.commonWrong.map((w) => (
                <li key={`${w.kind}:${w.values.join('|')}`}>
                  <WrongValue wrong={w} /> · {t('classReport.wrongCount', { n: w.count })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Flex>
    </Card>
  );
}

function ClassReport({ data }: { data: SharedData<'class_report'> }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  const report: Report = data.report;
  const { summary } = report;
  const none = t('classReport.none');
  const figure = (v: number | null) => (v === null ? none : v);
  return (
    <Flex vertical gap={16}>
      <Card className="shared-report__head">
        <Typography.Title level={1} className="shared-report__title" data-testid="shared-title">
          {t('classReport.heading', { className: report.class.name, lesson: report.lesson.title })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'school', label: t('classReport.school'), children: report.class.schoolName },
            { key: 'course', label: t('classReport.course'), children: report.lesson.courseTitle },
          ]}
        />
        <div className="shared-figures" data-testid="shared-figures">
          <Statistic title={t('classReport.students')} value={summary.students} />
          <Statistic title={t('classReport.submitted')} value={summary.submitted} />
          <Statistic title={t('classReport.graded')} value={summary.graded} />
          <Statistic title={t('classReport.average')} value={figure(summary.average)} />
          <Statistic title={t('classReport.median')} value={figure(summary.median)} />
          <Statistic title={t('classReport.highest')} value={figure(summary.highest)} />
          <Statistic title={t('classReport.lowest')} value={figure(summary.lowest)} />
        </div>
      </Card>
      <Card title={<h2 className="shared-report__h2">{t('classReport.bands')}</h2>}>
        <Bands bands={summary.bands} />
      </Card>
      <section aria-labelledby="shared-questions">
        <h2 id="shared-questions" className="shared-report__h2 shared-report__section-title">
          {t('classReport.questions')}
        </h2>
        <Flex vertical gap={12}>
          {report.questions.map((question, i) => (
            <QuestionCard key={question.questionId} question={question} n={i + 1} />
          ))}
        </Flex>
      </section>
    </Flex>
  );
}
