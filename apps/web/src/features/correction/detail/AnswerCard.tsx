import { ANSWER_POINTS_MAX, CORRECTION_COMMENT_MAX, type CorrectionItem } from '@edu/shared';
import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { MarkedPhoto } from '../../../ui/marks/MarkedPhoto';
import { RichHtml } from '../../../ui/rich/RichHtml';
import { ShareLinkButton } from '../../../ui/share/ShareLinkButton';
import type { AnswerDraft } from '../draft';
import { CORRECTION_NS } from '../i18n';
import { OutcomeTag } from '../parts';
import { parsePoints } from '../points';
import { KeyView, ResponseView } from './AnswerParts';
import { type MarkTools, MarksEditor } from './MarksEditor';

export interface AnswerCardProps {
  /** the submission the answer belongs to (its share link names it) */
  submissionId: number;
  item: CorrectionItem;
  /** its number on the page */
  n: number;
  photoUrl: string | undefined;
  /** what the corrector gives it (answers that need a person) */
  draft: AnswerDraft | undefined;
  changed: boolean;
  current: boolean;
  readOnly: boolean;
  /** the save found its points missing or wrong */
  problem?: 'missing' | 'invalid';
  onDraft: (patch: Partial<AnswerDraft>) => void;
  onCurrent: () => void;
  tools: MarkTools;
  cardRef?: Ref<HTMLElement>;
  commentRef?: Ref<TextAreaRef>;
}

/**
 * One answer of the submission: the question, what the student answered, the key and the analysis, the
 * automatic grade; an answer that needs a person also gets points (0 to ANSWER_POINTS_MAX in halves), a
 * comment, and marks on its photo. The card is a focus stop of the keyboard's answer-by-answer moves.
 */
export function AnswerCard({
  submissionId,
  item,
  n,
  photoUrl,
  draft,
  changed,
  current,
  readOnly,
  problem,
  onDraft,
  onCurrent,
  tools,
  cardRef,
  commentRef,
}: AnswerCardProps) {
  const { t } = useTranslation(CORRECTION_NS);
  const gradable = item.byPerson && draft !== undefined;
  const points = draft ? parsePoints(draft.points) : { valid: true, value: null };
  const pointsId = `correction-points-${item.questionId}`;
  const commentId = `correction-comment-${item.questionId}`;
  const problemText = !points.valid
    ? t('detail.pointsInvalid', { max: ANSWER_POINTS_MAX })
    : problem === 'missing'
      ? t('detail.pointsMissing')
      : null;
  const correction = item.correction;

  return (
    <section
      ref={cardRef}
      tabIndex={-1}
      aria-label={t('detail.answerN', { n })}
      aria-current={current ? 'step' : undefined}
      className={`correction-answer${current ? ' correction-answer--current' : ''}`}
      onFocus={onCurrent}
      onPointerDown={onCurrent}
      data-testid="correction-answer"
      data-question={item.questionId}
      data-current={current ? 'true' : 'false'}
      data-gradable={gradable ? 'true' : 'false'}
    >
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex wrap gap={8} align="center">
            <Typography.Text strong className="correction-answer__n">
              {t('detail.answerN', { n })}
            </Typography.Text>
            {item.outcome && <OutcomeTag outcome={item.outcome} />}
            {item.byPerson && item.outcome !== 'pending' && <Tag color="purple">{t('detail.byPerson')}</Tag>}
            {changed && (
              <Tag color="orange" data-testid="correction-answer-changed">
                {t('detail.changed')}
              </Tag>
            )}
            {/* A graded answer (a person's grade saved, or graded automatically) may be shown to the family. */}
            {(correction !== null || !item.byPerson) && (
              <ShareLinkButton kind="answer" target={{ submissionId, questionId: item.questionId }} size="small" />
            )}
          </Flex>
          <RichHtml html={item.preview.stemHtml} className="correction-answer__stem" />
          <div className="correction-answer__block">
            <Typography.Text strong>{t('detail.response')}</Typography.Text>
            <ResponseView item={item} />
          </div>
          {photoUrl && !gradable && (
            <MarkedPhoto url={photoUrl} marks={correction?.marks ?? []} alt={t('detail.photoAlt', { n })} />
          )}
          <div className="correction-answer__block">
            <Typography.Text strong>{t('detail.key')}</Typography.Text>
            <KeyView item={item} />
          </div>
          {item.analysisHtml && (
            <div className="correction-answer__block">
              <Typography.Text strong>{t('detail.analysis')}</Typography.Text>
              <RichHtml html={item.analysisHtml} />
            </div>
          )}
          {gradable && draft && (
            <div className="correction-grade" data-testid="correction-grade">
              <Flex wrap gap={8} align="center">
                <label htmlFor={pointsId} className="correction-grade__label">
                  {t('detail.points', { max: ANSWER_POINTS_MAX })}
                </label>
                <Input
                  id={pointsId}
                  inputMode="decimal"
                  autoComplete="off"
                  className="correction-grade__points"
                  value={draft.points}
                  readOnly={readOnly}
                  status={problemText ? 'error' : undefined}
                  aria-invalid={problemText ? true : undefined}
                  aria-describedby={problemText ? `${pointsId}-problem` : undefined}
                  suffix={<span aria-hidden="true">/ {ANSWER_POINTS_MAX}</span>}
                  onChange={(e) => onDraft({ points: e.target.value })}
                  data-testid="correction-points"
                />
                <Button
                  size="small"
                  disabled={readOnly}
                  onClick={() => onDraft({ points: String(ANSWER_POINTS_MAX) })}
                  aria-label={t('detail.fullMarksFor', { n })}
                  data-testid="correction-full-marks"
                >
                  {t('detail.fullMarks')}
                </Button>
                {problemText && (
                  <Typography.Text type="danger" id={`${pointsId}-problem`} data-testid="correction-points-problem">
                    {problemText}
                  </Typography.Text>
                )}
              </Flex>
              <div>
                <label htmlFor={commentId} className="correction-grade__label">
                  {t('detail.comment')}
                </label>
                <Input.TextArea
                  id={commentId}
                  ref={commentRef}
                  value={draft.comment}
                  readOnly={readOnly}
                  placeholder={t('detail.commentPlaceholder')}
                  autoSize={{ minRows: 2, maxRows: 8 }}
                  maxLength={CORRECTION_COMMENT_MAX}
                  onChange={(e) => onDraft({ comment: e.target.value })}
                  data-testid="correction-comment"
                />
              </div>
              {photoUrl &&
                (readOnly ? (
                  <MarkedPhoto url={photoUrl} marks={draft.marks} alt={t('detail.photoAlt', { n })} />
                ) : (
                  <MarksEditor
                    index={n}
                    url={photoUrl}
                    marks={draft.marks}
                    onChange={(marks) => onDraft({ marks })}
                    tools={tools}
                  />
                ))}
              {correction?.correctedBy && (
                <Typography.Text type="secondary" className="correction-small" data-testid="correction-by">
                  {t('detail.correctedBy', {
                    name: correction.correctedBy.name,
                    time: formatDateTime(correction.correctedAt),
                  })}
                </Typography.Text>
              )}
            </div>
          )}
        </Flex>
      </Card>
    </section>
  );
}
