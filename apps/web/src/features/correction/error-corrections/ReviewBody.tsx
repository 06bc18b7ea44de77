import type { ErrorCorrectionAttempt, ErrorCorrectionDetail } from '@edu/shared';
import { Card, Collapse, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { OutcomeTag, photoUrlOf, ReportItemCard } from '../../../ui/question/LessonReportContent';
import { StudentQuestion } from '../../../ui/question/StudentQuestion';
import { CORRECTION_NS } from '../i18n';
import { ErrorStateTag } from './parts';

/** One attempt: the redone answer with its automatic grade, the explanation, the photo, the review. */
function AttemptView({
  detail,
  attempt,
  testId,
}: {
  detail: ErrorCorrectionDetail;
  attempt: ErrorCorrectionAttempt;
  testId: string;
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const photoUrl = attempt.photo ? detail.photoUrls[attempt.photo] : undefined;
  return (
    <Flex vertical gap={10} data-testid={testId}>
      {attempt.outcome && (
        <Flex wrap gap={8} align="center">
          <OutcomeTag outcome={attempt.outcome} />
          <Typography.Text type="secondary" className="correction-small">
            {t('errorCorrection.review.hint')}
          </Typography.Text>
        </Flex>
      )}
      <StudentQuestion
        index={detail.questionNumber}
        preview={detail.original.preview}
        response={attempt.response}
        photoUrl={photoUrlOf(detail.photoUrls, attempt.response)}
        readOnly
      />
      <div className="correction-answer__block">
        <Typography.Text strong>{t('errorCorrection.review.explanation')}</Typography.Text>
        <div className="correction-plain correction-text" data-testid="error-correction-explanation">
          {attempt.explanation}
        </div>
      </div>
      {photoUrl && (
        <div className="correction-answer__block">
          <Typography.Text strong>{t('errorCorrection.review.photo')}</Typography.Text>
          <span data-testid="error-correction-photo">
            <Image
              src={photoUrl}
              width={220}
              alt={t('errorCorrection.review.photoAlt', { name: detail.student.name })}
            />
          </span>
        </div>
      )}
      {attempt.state !== 'pending' && (
        <div className="error-review__verdict" data-testid="error-correction-verdict">
          <Flex wrap gap={8} align="center">
            <ErrorStateTag state={attempt.state} />
            {attempt.reviewedBy && (
              <Typography.Text type="secondary" className="correction-small">
                {t('errorCorrection.review.reviewedBy', {
                  name: attempt.reviewedBy.name,
                  time: formatDateTime(attempt.reviewedAt),
                })}
              </Typography.Text>
            )}
          </Flex>
          {attempt.reviewComment && (
            <div>
              <Typography.Text strong>{t('errorCorrection.review.reviewComment')}</Typography.Text>
              <span className="correction-plain">{attempt.reviewComment}</span>
            </div>
          )}
        </div>
      )}
    </Flex>
  );
}

/**
 * One correction in full: who and which lesson, the question with the answer as handed in (its grade, a
 * person's marks, the key, the analysis), the corrected answer with its explanation and photo, and the
 * earlier attempts at the same answer with their reviews.
 */
export function ReviewBody({ detail }: { detail: ErrorCorrectionDetail }) {
  const { t } = useTranslation(CORRECTION_NS);
  const c = detail.correction;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <ErrorStateTag state={c.state} />
        <Typography.Text>{t('errorCorrection.attemptN', { n: c.attempt })}</Typography.Text>
        <Typography.Text type="secondary">
          {t('errorCorrection.review.meta', { className: detail.class.name, lesson: detail.lesson.title })}
        </Typography.Text>
        <Typography.Text type="secondary" className="correction-small">
          <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
        </Typography.Text>
      </Flex>
      <section aria-label={t('errorCorrection.review.original')} className="correction-answer__block">
        <Typography.Title level={5} className="error-review__heading">
          {t('errorCorrection.review.original')}
        </Typography.Title>
        <ReportItemCard item={detail.original} n={detail.questionNumber} photoUrls={detail.photoUrls} />
      </section>
      <section aria-label={t('errorCorrection.review.redo')} className="correction-answer__block">
        <Typography.Title level={5} className="error-review__heading">
          {t('errorCorrection.review.redo')}
        </Typography.Title>
        <Card size="small">
          <AttemptView detail={detail} attempt={c} testId="error-correction-redo" />
        </Card>
      </section>
      {detail.earlier.length > 0 && (
        <Collapse
          size="small"
          data-testid="error-correction-earlier"
          items={[
            {
              key: 'earlier',
              label: t('errorCorrection.review.earlier', { count: detail.earlier.length }),
              children: (
                <Flex vertical gap={16}>
                  {detail.earlier.map((a) => (
                    <section
                      key={a.id}
                      aria-label={t('errorCorrection.review.earlierN', {
                        n: a.attempt,
                        state: t(`errorCorrection.state.${a.state}`),
                      })}
                    >
                      <Typography.Text strong>
                        {t('errorCorrection.review.earlierN', {
                          n: a.attempt,
                          state: t(`errorCorrection.state.${a.state}`),
                        })}
                      </Typography.Text>
                      <AttemptView detail={detail} attempt={a} testId="error-correction-earlier-attempt" />
                    </section>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
