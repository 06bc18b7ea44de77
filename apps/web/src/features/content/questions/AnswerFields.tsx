import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BLANK_RULES, MAX_OPTIONS, OPTION_KEYS } from '@edu/shared';
import { Button, Checkbox, Form, Radio, Select, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../editor/RichTextEditor';
import { CONTENT_NS } from '../i18n';
import { fieldHelp } from './form-help';
import { addOption, type DraftEditing, errorsUnder, removeOption, toggleChoice } from './question-form';

/**
 * The answer part of the question form, by type: the options and the correct ones (single and multiple
 * choice), true or false, the accepted answers of each blank, or the reference answer (short answer).
 */
export function AnswerFields({ editing }: { editing: DraftEditing }) {
  const { draft, setDraft, update, errors, onUploadingChange } = editing;
  const { t } = useTranslation(CONTENT_NS);
  const choice = draft.type === 'single' || draft.type === 'multiple';
  return (
    <>
      {choice && (
        <Form.Item
          label={t('question.optionsAndAnswer')}
          required
          {...(errors.options || errors['answer.choices']
            ? {
                validateStatus: 'error' as const,
                help: [...(errors.options ?? []), ...(errors['answer.choices'] ?? [])].join('; '),
              }
            : { extra: draft.type === 'single' ? t('question.markOne') : t('question.markSome') })}
        >
          <div className="qf-options" data-testid="qf-options">
            {draft.options.map((option, i) => {
              const key = OPTION_KEYS[i]!;
              const correct = draft.choices.includes(key);
              const optionError = errors[`options.${i}`];
              return (
                <div className={`qf-option${correct ? ' qf-option--correct' : ''}`} key={key} data-testid="qf-option">
                  <div className="qf-option__mark">
                    <Tooltip title={t('question.markCorrect')}>
                      {draft.type === 'single' ? (
                        <Radio
                          checked={correct}
                          onChange={() => setDraft((d) => toggleChoice(d, key))}
                          aria-label={t('question.correctN', { key })}
                          data-testid="qf-correct"
                        />
                      ) : (
                        <Checkbox
                          checked={correct}
                          onChange={() => setDraft((d) => toggleChoice(d, key))}
                          aria-label={t('question.correctN', { key })}
                          data-testid="qf-correct"
                        />
                      )}
                    </Tooltip>
                    <span className="qf-option__key">{key}</span>
                  </div>
                  <div className="qf-option__editor">
                    <RichTextEditor
                      value={option}
                      onChange={(v) => setDraft((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? v : o)) }))}
                      placeholder={t('question.optionPlaceholder', { key })}
                      ariaLabel={t('question.optionN', { key })}
                      status={optionError ? 'error' : undefined}
                      imageUpload
                      onUploadingChange={onUploadingChange}
                    />
                    {optionError && <div className="qf-option__error">{optionError.join('; ')}</div>}
                  </div>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={draft.options.length <= 2}
                    onClick={() => setDraft((d) => removeOption(d, i))}
                    aria-label={t('question.removeOption', { key })}
                  />
                </div>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={draft.options.length >= MAX_OPTIONS}
              onClick={() => setDraft(addOption)}
              data-testid="qf-add-option"
            >
              {t('question.addOption')}
            </Button>
          </div>
        </Form.Item>
      )}

      {draft.type === 'judge' && (
        <Form.Item label={t('question.answer')} required {...fieldHelp(errors, 'answer.judge')}>
          <Radio.Group
            value={draft.judge === null ? undefined : String(draft.judge)}
            onChange={(e) => update({ judge: e.target.value === 'true' })}
            optionType="button"
            buttonStyle="solid"
            data-testid="qf-judge"
          >
            <Radio.Button value="true">{t('question.true')}</Radio.Button>
            <Radio.Button value="false">{t('question.false')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
      )}

      {draft.type === 'blank' && (
        <Form.Item label={t('question.blankAnswers')} required {...fieldHelp(errors, 'answer.blanks')}>
          {draft.blanks.length === 0 ? (
            <Typography.Text type="secondary">{t('question.noBlanksYet')}</Typography.Text>
          ) : (
            <div className="qf-blanks" data-testid="qf-blanks">
              {draft.blanks.map((b, i) => {
                const own = errorsUnder(errors, `answer.blanks.${i}`);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position in the stem
                  <div className="qf-blank" key={i} data-testid="qf-blank">
                    <div className="qf-blank__label">{t('question.blankN', { n: i + 1 })}</div>
                    <Select
                      mode="tags"
                      open={false}
                      suffixIcon={null}
                      value={b.accepted}
                      onChange={(accepted: string[]) =>
                        setDraft((d) => ({
                          ...d,
                          blanks: d.blanks.map((x, j) => (j === i ? { ...x, accepted } : x)),
                        }))
                      }
                      placeholder={t('question.acceptedPlaceholder')}
                      status={own.length > 0 ? 'error' : undefined}
                      className="qf-blank__accepted"
                      aria-label={t('question.acceptedN', { n: i + 1 })}
                      data-testid="qf-accepted"
                    />
                    <Checkbox.Group
                      value={b.rules}
                      onChange={(rules) =>
                        setDraft((d) => ({
                          ...d,
                          blanks: d.blanks.map((x, j) => (j === i ? { ...x, rules: rules as typeof b.rules } : x)),
                        }))
                      }
                      className="qf-blank__rules"
                    >
                      {BLANK_RULES.map((r) => (
                        <Tooltip key={r} title={t(`blankRuleHint.${r}`)}>
                          <Checkbox value={r}>{t(`blankRule.${r}`)}</Checkbox>
                        </Tooltip>
                      ))}
                    </Checkbox.Group>
                    {own.length > 0 && <div className="qf-option__error">{own.join('; ')}</div>}
                  </div>
                );
              })}
            </div>
          )}
        </Form.Item>
      )}

      {draft.type === 'short' && (
        <Form.Item label={t('question.referenceAnswer')} required {...fieldHelp(errors, 'answer.text')}>
          <RichTextEditor
            value={draft.text}
            onChange={(text) => update({ text })}
            placeholder={t('question.referencePlaceholder')}
            ariaLabel={t('question.referenceAnswer')}
            status={errors['answer.text'] ? 'error' : undefined}
            data-testid="qf-reference"
            imageUpload
            onUploadingChange={onUploadingChange}
          />
        </Form.Item>
      )}
    </>
  );
}
