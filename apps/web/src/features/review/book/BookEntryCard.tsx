import { CheckCircleFilled, ClockCircleOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { type AnswerResponse, type QuestionPreview, WRONG_BOOK_MASTERY_DAYS, type WrongBookEntry } from '@edu/shared';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { QUESTION_NS } from '../../../ui/question/i18n';
import { KeyView, photoUrlOf } from '../../../ui/question/LessonReportContent';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { ErrorCorrectionAction } from '../error-correction/ErrorCorrectionAction';
import { REVIEW_NS } from '../i18n';
import { useSubjectLabel } from '../../../ui/subjects';

/** A response as text: the option letters, true/false, each blank's value, or the written answer. */
export function ResponseText({ preview, response }: { preview: QuestionPreview; response: AnswerResponse }) {
  const { t } = useTranslation([REVIEW_NS, QUESTION_NS]);
  const none = <Typography.Text type="secondary">{t('book.noAnswer')}</Typography.Text>;
  switch (preview.type) {
    case 'single':
    case 'multiple':
      return response.choices?.length ? response.choices.join(', ') : none;
    case 'judge':
      return response.judge === undefined || response.judge === null
        ? none
        : t(response.judge ? 'question:true' : 'question:false');
    case 'blank': {
      const blanks = response.blanks ?? [];
      if (blanks.every((b) => b.trim() === '')) return none;
      return <>{blanks.map((b, i) => `(${i + 1}) ${b.trim() || '—'}`).join('  ')}</>;
    }
    default:
      return response.text?.trim() ? <span className="wb-entry__text">{response.text}</span> : none;
  }
}

/** Where the latest wrong answer was given: a lesson or homework by its title, the training camp or an AI course. */
function SourceText({ entry }: { entry: WrongBookEntry }) {
  const { t } = useTranslation(REVIEW_NS);
  const { source } = entry;
  if (source.kind === 'practice') return <>{t('book.from.practice')}</>;
  if (source.kind === 'aiCourse') return <>{t('book.from.aiCourse')}</>;
  if (source.kind === 'gone') return <>{t('book.from.removed')}</>;
  if (source.title === null) return <>{t('book.from.gone')}</>;
  return <>{t(`book.from.${source.kind}`, { title: source.title })}</>;
}

/**
 * One question of the book: the question as the student answered it (math rendered), its answer against the
 * right one, the analysis on demand, the counts, the mastery progress (days of WRONG_BOOK_MASTERY_DAYS), where
 * it came from, and the error correction of the answer (features/review/error-correction).
 */
export function BookEntryCard({
  entry,
  n,
  photoUrls,
}: {
  entry: WrongBookEntry;
  n: number;
  photoUrls: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation([REVIEW_NS, QUESTION_NS]);
  const subjectLabel = useSubjectLabel();
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const analysisId = useId();
  const mastered = entry.masteredAt !== null;
  const days = Math.min(entry.correctDays, WRONG_BOOK_MASTERY_DAYS);
  const dueNow = Date.parse(entry.dueAt) <= Date.now();
  return (
    <Card
      size="small"
      className="wb-entry"
      data-testid="wrong-entry"
      data-question-id={entry.questionId}
      data-mastered={mastered}
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={6} align="center" className="wb-entry__meta">
          <Tag color="blue">{subjectLabel(entry.subject)}</Tag>
          {entry.knowledgePoints.map((p) => (
            <Tag key={p.id}>{p.name}</Tag>
          ))}
          <Typography.Text type="secondary" className="wb-entry__source" data-testid="wrong-entry-source">
            <SourceText entry={entry} />
          </Typography.Text>
        </Flex>
        <StudentQuestion
          index={n}
          preview={entry.preview}
          response={entry.wrongResponse}
          photoUrl={photoUrlOf(photoUrls, entry.wrongResponse)}
          readOnly
        />
        <dl className="wb-entry__answers">
          <div className="wb-entry__answer wb-entry__answer--yours">
            <dt>{t('book.yourAnswer')}</dt>
            <dd data-testid="wrong-entry-yours">
              <ResponseText preview={entry.preview} response={entry.wrongResponse} />
            </dd>
          </div>
          <div className="wb-entry__answer wb-entry__answer--right">
            <dt>{t('book.rightAnswer')}</dt>
            <dd data-testid="wrong-entry-key">
              <KeyView item={entry} />
            </dd>
          </div>
        </dl>
        <div>
          <Button
            type="link"
            size="small"
            className="wb-entry__toggle"
            icon={analysisOpen ? <UpOutlined /> : <DownOutlined />}
            aria-expanded={analysisOpen}
            aria-controls={analysisId}
            onClick={() => setAnalysisOpen((open) => !open)}
            data-testid="wrong-entry-analysis-toggle"
          >
            {t(analysisOpen ? 'book.hideAnalysis' : 'book.showAnalysis')}
          </Button>
          <div id={analysisId} hidden={!analysisOpen} className="wb-entry__analysis">
            {entry.analysisHtml ? (
              <RichHtml html={entry.analysisHtml} />
            ) : (
              <Typography.Text type="secondary">{t('book.noAnalysis')}</Typography.Text>
            )}
          </div>
        </div>
        <Flex wrap gap={12} align="center" justify="space-between" className="wb-entry__footer">
          <Flex wrap gap={12} align="center">
            <span className="wb-entry__mastery" data-testid="wrong-entry-mastery" data-days={days}>
              {mastered ? (
                <Tag color="green" icon={<CheckCircleFilled />}>
                  {t('book.masteredAt', { time: formatDateTime(entry.masteredAt) })}
                </Tag>
              ) : (
                <>
                  <span className="wb-days" aria-hidden="true">
                    {Array.from({ length: WRONG_BOOK_MASTERY_DAYS }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one mark per day, in order
                      <span key={i} className={i < days ? 'wb-days__day is-done' : 'wb-days__day'} />
                    ))}
                  </span>
                  <span>{t('book.mastery', { days, of: WRONG_BOOK_MASTERY_DAYS })}</span>
                </>
              )}
            </span>
            <Typography.Text type="secondary">
              {t('book.wrongCount', { n: entry.wrongCount })} · {t('book.correctCount', { n: entry.correctCount })}
            </Typography.Text>
            {!mastered && (
              <Typography.Text type="secondary">
                <ClockCircleOutlined aria-hidden="true" />{' '}
                {dueNow ? t('book.dueNow') : t('book.dueAt', { time: formatDateTime(entry.dueAt) })}
              </Typography.Text>
            )}
            <Typography.Text type="secondary">
              {t('book.lastWrong', { time: formatDateTime(entry.lastWrongAt) })}
            </Typography.Text>
          </Flex>
          {/* The error correction of this answer (issue 11 item 2; features/review/error-correction). */}
          <ErrorCorrectionAction entry={entry} />
        </Flex>
      </Flex>
    </Card>
  );
}
