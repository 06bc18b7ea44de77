import { describe, expect, it } from 'vitest';
import {
  addOption,
  changeType,
  emptyDraft,
  errorsUnder,
  type QuestionDraft,
  removeOption,
  syncBlanks,
  toFields,
  toggleChoice,
  validateDraft,
} from './question-form';

const draft = (over: Partial<QuestionDraft>): QuestionDraft => ({ ...emptyDraft(), ...over });

describe('question form: validation per type (same schema as the server)', () => {
  it('single choice: needs a stem, two options and exactly one correct one', () => {
    const empty = validateDraft(draft({ type: 'single' }), 'en');
    expect(empty.ok).toBe(false);
    expect(empty.errors.stem).toEqual(['is required']);
    expect(errorsUnder(empty.errors, 'options')).toContain('is required');
    expect(empty.errors['answer.choices']).toEqual(['a single choice question needs exactly one correct option']);

    const ok = validateDraft(draft({ type: 'single', stem: '$1+1=$', options: ['1', '$2$'], choices: ['B'] }), 'en');
    expect(ok).toMatchObject({ ok: true, errors: {} });
    expect(ok.fields?.answer).toMatchObject({ choices: ['B'], judge: null, blanks: [], text: '' });
  });

  it('multiple choice: at least one correct option; too few options', () => {
    const r = validateDraft(draft({ type: 'multiple', stem: 'x', options: ['a'], choices: [] }), 'en');
    expect(r.errors.options).toEqual(['a choice question needs at least 2 options']);
    expect(r.errors['answer.choices']).toEqual(['a multiple choice question needs at least one correct option']);
    expect(
      validateDraft(draft({ type: 'multiple', stem: 'x', options: ['a', 'b', 'c'], choices: ['A', 'C'] }), 'en').ok,
    ).toBe(true);
  });

  it('true/false: the answer must be chosen; options are not sent', () => {
    const r = validateDraft(draft({ type: 'judge', stem: '$\\sqrt{4}=2$', options: ['left', 'over'] }), 'en');
    expect(r.errors['answer.judge']).toEqual(['must be true or false']);
    expect(r.errors.options).toBeUndefined();
    const ok = validateDraft(draft({ type: 'judge', stem: 'x', options: ['left'], judge: false }), 'en');
    expect(ok.ok).toBe(true);
    expect(ok.fields?.options).toEqual([]);
  });

  it('fill-in: markers in the stem, one accepted set per marker with its rules', () => {
    const noMarker = validateDraft(draft({ type: 'blank', stem: 'no blank here' }), 'en');
    expect(noMarker.errors.stem).toEqual(['a fill-in question needs blank markers (___1 or ##$$)']);

    const twoBlanks = syncBlanks(draft({ type: 'blank', stem: '$x^2=4$, x = ___1 or ___2' }));
    expect(twoBlanks.blanks).toHaveLength(2);
    expect(twoBlanks.blanks[0]?.rules).toEqual(['trim']);
    const missing = validateDraft(twoBlanks, 'en');
    expect(missing.errors['answer.blanks.0.accepted']).toEqual(['needs at least one accepted value']);

    const filled = {
      ...twoBlanks,
      blanks: [
        { accepted: [' 2 ', ''], rules: ['trim' as const, 'numeric' as const] },
        { accepted: ['-2'], rules: ['numeric' as const] },
      ],
    };
    const ok = validateDraft(filled, 'en');
    expect(ok.ok).toBe(true);
    expect(ok.fields?.answer.blanks[0]).toEqual({ accepted: ['2'], rules: ['trim', 'numeric'] });
  });

  it('short answer: the reference answer is required', () => {
    const r = validateDraft(draft({ type: 'short', stem: 'Prove it.' }), 'en');
    expect(r.errors['answer.text']).toEqual(['is required']);
    expect(validateDraft(draft({ type: 'short', stem: 'Prove it.', text: '<p>Because.</p>' }), 'en').ok).toBe(true);
  });

  it('messages come in the console’s language', () => {
    const r = validateDraft(draft({ type: 'single', stem: '' }), 'zh');
    expect(r.errors.stem).toEqual(['不能为空']);
  });
});

describe('question form: editing helpers', () => {
  it('removing an option moves the correct letters after it', () => {
    const d = draft({ type: 'multiple', options: ['a', 'b', 'c', 'd'], choices: ['B', 'D'] });
    expect(removeOption(d, 0)).toMatchObject({ options: ['b', 'c', 'd'], choices: ['A', 'C'] });
    expect(removeOption(d, 1)).toMatchObject({ options: ['a', 'c', 'd'], choices: ['C'] });
  });

  it('single keeps one letter; multiple toggles and keeps letter order', () => {
    const s = draft({ type: 'single', choices: ['A'] });
    expect(toggleChoice(s, 'C').choices).toEqual(['C']);
    const m = draft({ type: 'multiple', choices: ['C'] });
    expect(toggleChoice(m, 'A').choices).toEqual(['A', 'C']);
    expect(toggleChoice(toggleChoice(m, 'A'), 'C').choices).toEqual(['A']);
  });

  it('at most eight options', () => {
    let d = draft({ type: 'single', options: [] });
    for (let i = 0; i < 12; i++) d = addOption(d);
    expect(d.options).toHaveLength(8);
  });

  it('changing type keeps the stem and drops what the new type does not have', () => {
    const m = draft({ type: 'multiple', stem: 'S', options: ['a', 'b'], choices: ['A', 'B'] });
    expect(changeType(m, 'single')).toMatchObject({ type: 'single', stem: 'S', choices: ['A'] });
    const j = changeType(m, 'judge');
    expect(toFields(j)).toMatchObject({ type: 'judge', options: [], answer: { choices: [], blanks: [] } });
    const b = changeType(draft({ stem: 'x = ##$$' }), 'blank');
    expect(b.blanks).toHaveLength(1);
  });
});
