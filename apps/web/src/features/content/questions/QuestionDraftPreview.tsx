import { renderRichText } from '@edu/shared/render/web';
import { Empty, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { AnswerView, QuestionView } from '../render/QuestionView';
import { previewOfDraft } from '../render/question-preview';
import type { QuestionDraft } from './question-form';

/** The question being written as a student will see it, then its answer and analysis, updated as you type. */
export function QuestionDraftPreview({ draft }: { draft: QuestionDraft }) {
  const { t } = useTranslation(CONTENT_NS);
  const deferred = useDeferredValue(draft);
  const preview = useMemo(() => previewOfDraft(deferred, deferred.id ?? null), [deferred]);
  const answerPreview = useMemo(
    () => ({
      type: deferred.type,
      answer: { choices: deferred.choices, judge: deferred.judge, blanks: deferred.blanks, text: deferred.text },
      answerHtml: deferred.type === 'short' ? renderRichText(deferred.text) : '',
      analysisHtml: renderRichText(deferred.analysis),
    }),
    [deferred],
  );
  return (
    <div className="qf-preview" data-testid="qf-preview">
      <Typography.Text type="secondary" className="qf-preview__title">
        {t('question.studentView')}
      </Typography.Text>
      {draft.stem.trim() === '' ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('question.previewEmpty')} />
      ) : (
        <>
          <QuestionView preview={preview} />
          <AnswerView data={answerPreview} />
        </>
      )}
    </div>
  );
}
