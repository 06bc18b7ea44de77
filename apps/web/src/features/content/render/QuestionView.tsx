import { CheckCircleFilled } from '@ant-design/icons';
import type { BlankRule, QuestionPreview, QuestionType } from '@edu/shared';
import { Checkbox, Input, Radio, Rate, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import { RichHtml } from '../../../ui/rich/RichHtml';
import './question.css';

export const TYPE_COLORS: Record<QuestionType, string> = {
  single: 'blue',
  multiple: 'geekblue',
  judge: 'cyan',
  blank: 'purple',
  short: 'orange',
};

export function QuestionTypeTag({ type }: { type: QuestionType }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Tag color={TYPE_COLORS[type]} className="q-type-tag">
      {t(`questionType.${type}`)}
    </Tag>
  );
}

export function Difficulty({ value }: { value: number }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <span className="q-difficulty" title={t('question.difficultyValue', { value })}>
      <Rate disabled count={5} value={value} className="q-difficulty__rate" />
    </span>
  );
}

/**
 * A question exactly as a student sees it: the rendered stem (blanks as numbered placeholders), the
 * options with their letters, and where the answer would go. The controls can be tried out, nothing
 * is sent. The answer is never part of a preview.
 */
export function QuestionView({
  preview,
  index,
  header = true,
  'data-testid': testId = 'question-view',
}: {
  preview: QuestionPreview;
  /** 1-based number shown before the stem */
  index?: number;
  header?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const [choice, setChoice] = useState<string[]>([]);
  const blanks = Array.from({ length: preview.blankCount }, (_, i) => i + 1);
  return (
    <article className="q-view" data-testid={testId} data-type={preview.type}>
      {header && (
        <div className="q-view__head">
          <QuestionTypeTag type={preview.type} />
          <Difficulty value={preview.difficulty} />
        </div>
      )}
      <div className="q-view__stem">
        {index !== undefined && <span className="q-view__index">{index}.</span>}
        <RichHtml html={preview.stemHtml} className="q-view__stem-html" data-testid="question-stem" />
      </div>
      {(preview.type === 'single' || preview.type === 'multiple') && (
        <ul className="q-view__options" aria-label={t('question.options')}>
          {preview.options.map((o) => {
            const checked = choice.includes(o.key);
            const toggle = () =>
              setChoice((c) =>
                preview.type === 'single' ? [o.key] : checked ? c.filter((k) => k !== o.key) : [...c, o.key],
              );
            return (
              <li key={o.key} className={`q-view__option${checked ? ' q-view__option--checked' : ''}`}>
                {/* biome-ignore lint/a11y/noLabelWithoutControl: antd's Radio/Checkbox below renders the input */}
                <label className="q-view__option-label">
                  {preview.type === 'single' ? (
                    <Radio checked={checked} onChange={toggle} aria-label={t('question.optionKey', { key: o.key })} />
                  ) : (
                    <Checkbox
                      checked={checked}
                      onChange={toggle}
                      aria-label={t('question.optionKey', { key: o.key })}
                    />
                  )}
                  <span className="q-view__key">{o.key}.</span>
                  <RichHtml html={o.html} className="q-view__option-html" />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {preview.type === 'judge' && (
        <Radio.Group className="q-view__judge" value={choice[0]} onChange={(e) => setChoice([e.target.value])}>
          <Radio value="true">{t('question.true')}</Radio>
          <Radio value="false">{t('question.false')}</Radio>
        </Radio.Group>
      )}
      {preview.type === 'blank' && blanks.length > 0 && (
        <div className="q-view__blanks">
          {blanks.map((n) => (
            <Input key={n} prefix={`(${n})`} className="q-view__blank-input" aria-label={t('question.blankN', { n })} />
          ))}
        </div>
      )}
      {preview.type === 'short' && (
        <Input.TextArea
          className="q-view__short"
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('question.shortPlaceholder')}
        />
      )}
    </article>
  );
}

export interface AnswerData {
  type: QuestionType;
  answer: {
    choices: readonly string[];
    judge: boolean | null;
    blanks: readonly { accepted: readonly string[]; rules: readonly BlankRule[] }[];
    text: string;
  };
  /** rendered short answer (server's answerHtml) */
  answerHtml: string;
  analysisHtml: string;
}

/** The answer and the analysis, for staff (never shown with a student's preview). */
export function AnswerView({ data }: { data: AnswerData }) {
  const { t } = useTranslation(CONTENT_NS);
  const { type, answer } = data;
  return (
    <div className="q-answer" data-testid="question-answer">
      <Typography.Title level={5} className="q-answer__title">
        <CheckCircleFilled className="q-answer__icon" /> {t('question.answer')}
      </Typography.Title>
      {(type === 'single' || type === 'multiple') && (
        <Space size={4} wrap>
          {answer.choices.map((c) => (
            <Tag key={c} color="green">
              {c}
            </Tag>
          ))}
        </Space>
      )}
      {type === 'judge' && <Tag color="green">{answer.judge ? t('question.true') : t('question.false')}</Tag>}
      {type === 'blank' && (
        <ol className="q-answer__blanks">
          {answer.blanks.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
            <li key={i}>
              <Space size={4} wrap>
                {b.accepted.map((a) => (
                  <Tag key={a} color="green">
                    {a}
                  </Tag>
                ))}
                <Typography.Text type="secondary" className="q-answer__rules">
                  {b.rules.map((r) => t(`blankRule.${r}`)).join(' · ')}
                </Typography.Text>
              </Space>
            </li>
          ))}
        </ol>
      )}
      {type === 'short' && <RichHtml html={data.answerHtml} />}
      <Typography.Title level={5} className="q-answer__title">
        {t('question.analysis')}
      </Typography.Title>
      {data.analysisHtml.trim() ? (
        <RichHtml html={data.analysisHtml} />
      ) : (
        <Typography.Text type="secondary">{t('question.noAnalysis')}</Typography.Text>
      )}
    </div>
  );
}
