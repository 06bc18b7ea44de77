import { CheckOutlined } from '@ant-design/icons';
import type { CorrectionItem } from '@edu/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichHtml, RichText } from '../../../ui/rich/RichHtml';
import { CORRECTION_NS } from '../i18n';

/** Whether a blank is compared as a formula (its answer is LaTeX from the student's math field). */
const isFormulaBlank = (item: CorrectionItem, i: number) => {
  const rules = item.preview.blankRules[i];
  return Array.isArray(rules) && (rules as unknown[]).includes('formula');
};

/** What the student answered, read-only: its choices among the options, true/false, each blank, the text. */
export function ResponseView({ item }: { item: CorrectionItem }) {
  const { t } = useTranslation(CORRECTION_NS);
  const { preview, response } = item;
  const none = <Typography.Text type="secondary">{t('detail.noResponse')}</Typography.Text>;
  if (preview.type === 'single' || preview.type === 'multiple') {
    const chosen = new Set(response.choices ?? []);
    return (
      <ul className="correction-options">
        {preview.options.map((o) => {
          const picked = chosen.has(o.key as never);
          return (
            <li key={o.key} className={picked ? 'correction-options__picked' : undefined}>
              <span className="correction-options__key">{o.key}.</span>
              <RichHtml html={o.html} className="correction-options__html" />
              {picked && (
                <Tag icon={<CheckOutlined />} color="blue" className="correction-options__tag">
                  {t('detail.chosen')}
                </Tag>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  if (preview.type === 'judge') {
    if (response.judge === undefined || response.judge === null) return none;
    return <span>{t(response.judge ? 'detail.true' : 'detail.false')}</span>;
  }
  if (preview.type === 'blank') {
    const blanks = response.blanks ?? [];
    if (blanks.every((b) => b.trim() === '')) return none;
    return (
      <ol className="correction-blanks">
        {blanks.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are numbered by position
          <li key={i}>
            {value.trim() === '' ? (
              none
            ) : isFormulaBlank(item, i) ? (
              <RichText source={`\\(${value}\\)`} className="correction-blanks__math" />
            ) : (
              <span className="correction-plain">{value}</span>
            )}
          </li>
        ))}
      </ol>
    );
  }
  const text = response.text?.trim() ?? '';
  return text ? (
    <div className="correction-plain correction-text" data-testid="correction-response-text">
      {text}
    </div>
  ) : (
    none
  );
}

/** The right answer: option letters, true/false, each blank's accepted values, or the reference answer. */
export function KeyView({ item }: { item: CorrectionItem }) {
  const { t } = useTranslation(CORRECTION_NS);
  const { key, preview } = item;
  if (preview.type === 'single' || preview.type === 'multiple') return <span>{key.choices.join(', ')}</span>;
  if (preview.type === 'judge') return <span>{t(key.judge ? 'detail.true' : 'detail.false')}</span>;
  if (preview.type === 'blank') {
    return <span>{key.blanks.map((accepted, i) => `(${i + 1}) ${accepted.join(' / ')}`).join('  ')}</span>;
  }
  return key.textHtml ? <RichHtml html={key.textHtml} /> : <span>—</span>;
}
