import type { GeneratedQuestionRow } from '@edu/shared';
import { renderRichText } from '@edu/shared/render/web';
import { Alert, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../../i18n';
import { AnswerView, QuestionView } from '../../render/QuestionView';
import { previewOfDraft } from '../../render/question-preview';

/** Where a generated question came from, in words. */
export function ProvenanceTag({ row }: { row: Pick<GeneratedQuestionRow, 'provenance'> }) {
  const { t } = useTranslation(CONTENT_NS);
  const p = row.provenance;
  return (
    <Tag color="purple" data-testid="ai-provenance">
      {p.kind === 'provider'
        ? t('ai.fromProvider', { model: p.model, host: p.host })
        : t('ai.variantOf', { id: p.variantOf })}
    </Tag>
  );
}

/**
 * A generated question as a student would see it, then its answer and analysis, rendered in the browser
 * through the content pipeline (KaTeX, then the DOMPurify sanitizer); an invalid one as what came and why.
 */
export function GeneratedPreview({ row, index }: { row: GeneratedQuestionRow; index?: number }) {
  const { t } = useTranslation(CONTENT_NS);
  const q = row.question;
  const preview = useMemo(() => (q ? previewOfDraft(q) : null), [q]);
  const answer = useMemo(
    () =>
      q
        ? {
            type: q.type,
            answer: q.answer,
            answerHtml: q.type === 'short' ? renderRichText(q.answer.text) : '',
            analysisHtml: renderRichText(q.analysis),
          }
        : null,
    [q],
  );
  if (!q || !preview || !answer) {
    return (
      <div data-testid="ai-invalid">
        <Alert
          type="warning"
          showIcon
          title={t('ai.invalidTitle')}
          description={
            <ul className="ai-errors">
              {row.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
        {row.raw && (
          <Typography.Paragraph className="ai-raw" ellipsis={{ rows: 3, expandable: true }}>
            <code>{row.raw}</code>
          </Typography.Paragraph>
        )}
      </div>
    );
  }
  return (
    <div data-testid="ai-question">
      <QuestionView preview={preview} index={index} />
      <AnswerView data={answer} />
    </div>
  );
}
