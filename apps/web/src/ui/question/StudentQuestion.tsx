import type { AnswerResponse, OPTION_KEYS } from '@edu/shared';
import { Checkbox, Flex, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../rich/RichHtml';
import { type PhotoUpload, AnswerPhoto } from './AnswerPhoto';
import { BlankInput } from './BlankInput';
import { blankKinds, type PreviewWithRules } from './blank-kinds';
import { QUESTION_NS } from './i18n';
import './question.css';

type OptionKey = (typeof OPTION_KEYS)[number];

/**
 * One exercise as the student answers it: the stem, then the control of its type. `onChange` gets the whole
 * new response; `readOnly` shows an answer without letting it change (a submitted lesson).
 */
export function StudentQuestion({
  index,
  preview,
  response,
  onChange,
  readOnly = false,
  uploadPhoto,
  photoUrl,
  onPhotoUrl,
}: {
  index: number;
  /** with `blankRules` when the server sends them: formula blanks get a math field */
  preview: PreviewWithRules;
  response: AnswerResponse | undefined;
  onChange?: (response: AnswerResponse) => void;
  readOnly?: boolean;
  /** uploads a short answer's photo (without it, no photo can be added) */
  uploadPhoto?: PhotoUpload;
  /** the address of the response's photo */
  photoUrl?: string;
  /** a photo just uploaded: its address, for the page to keep */
  onPhotoUrl?: (photo: string, url: string) => void;
}) {
  const { t } = useTranslation(QUESTION_NS);
  const set = (next: AnswerResponse) => onChange?.(next);
  const name = t('questionN', { n: index });
  // Formula blanks get a math field, the others a text input (blank-kinds.ts).
  const blanks = blankKinds(preview).map((kind, i) => ({ kind, i }));
  return (
    <section className="stu-q" aria-label={name} data-testid="stu-question" data-type={preview.type}>
      <div className="stu-q__stem">
        <span className="stu-q__index">{index}.</span>
        <RichHtml html={preview.stemHtml} className="stu-q__stem-html" />
      </div>
      {preview.type === 'single' && (
        <Radio.Group
          className="stu-q__options"
          aria-label={name}
          value={response?.choices?.[0]}
          disabled={readOnly}
          onChange={(e) => set({ choices: [e.target.value as OptionKey] })}
        >
          {preview.options.map((o) => (
            <Radio key={o.key} value={o.key} className="stu-q__option" data-testid="stu-option">
              <span className="stu-q__key">{o.key}.</span>
              <RichHtml html={o.html} className="stu-q__option-html" />
            </Radio>
          ))}
        </Radio.Group>
      )}
      {preview.type === 'multiple' && (
        <Checkbox.Group
          className="stu-q__options"
          aria-label={name}
          value={response?.choices ?? []}
          disabled={readOnly}
          onChange={(keys) => set({ choices: [...(keys as OptionKey[])].sort() })}
        >
          {preview.options.map((o) => (
            <Checkbox key={o.key} value={o.key} className="stu-q__option" data-testid="stu-option">
              <span className="stu-q__key">{o.key}.</span>
              <RichHtml html={o.html} className="stu-q__option-html" />
            </Checkbox>
          ))}
        </Checkbox.Group>
      )}
      {preview.type === 'judge' && (
        <Radio.Group
          aria-label={name}
          value={response?.judge ?? undefined}
          disabled={readOnly}
          onChange={(e) => set({ judge: e.target.value as boolean })}
        >
          <Radio value={true} data-testid="stu-judge-true">
            {t('true')}
          </Radio>
          <Radio value={false} data-testid="stu-judge-false">
            {t('false')}
          </Radio>
        </Radio.Group>
      )}
      {preview.type === 'blank' && (
        <div className="stu-q__blanks">
          {blanks.map(({ kind, i }) => (
            <BlankInput
              key={i}
              kind={kind}
              n={i + 1}
              label={t(kind === 'math' ? 'formulaBlankN' : 'blankN', { question: index, n: i + 1 })}
              value={response?.blanks?.[i] ?? ''}
              readOnly={readOnly}
              onChange={(value) => {
                const next = blanks.map(({ i: j }) => response?.blanks?.[j] ?? '');
                next[i] = value;
                set({ blanks: next });
              }}
            />
          ))}
        </div>
      )}
      {preview.type === 'short' && (
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label={t('shortAnswer', { n: index })}
            placeholder={t('shortPlaceholder')}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={5000}
            value={response?.text ?? ''}
            readOnly={readOnly}
            onChange={(e) => set({ ...response, text: e.target.value })}
            data-testid="stu-short"
          />
          <AnswerPhoto
            upload={uploadPhoto}
            index={index}
            photo={response?.photo}
            url={photoUrl}
            readOnly={readOnly}
            onChange={
              onChange &&
              ((photo, url) => {
                if (photo && url) onPhotoUrl?.(photo, url);
                const { photo: _old, ...rest } = response ?? {};
                set(photo ? { ...rest, photo } : rest);
              })
            }
          />
        </Flex>
      )}
    </section>
  );
}
