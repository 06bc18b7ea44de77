import type { AnswerResponse } from '@edu/shared';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { installMatchMedia } from '../../features/test-utils';
import './i18n';
import { blankKinds, type PreviewWithRules } from './blank-kinds';
import { StudentQuestion } from './StudentQuestion';

/**
 * MathLive needs a real browser; here a small stand-in element plays its math field: a `value` (LaTeX),
 * `setValue`, `readOnly`, and an `input` event when the student types. The statics record what the page set.
 */
const mathlive = vi.hoisted(() => {
  class FakeMathfield extends HTMLElement {
    static fontsDirectory: string | null = './fonts';
    static soundsDirectory: string | null = './sounds';
    static locale = 'auto';
    value = '';
    readOnly = false;
    smartMode = true;
    mathVirtualKeyboardPolicy = 'manual';
    keybindings: readonly { key: string; ifMode?: string; command: string | string[] }[] = [
      { key: '[Tab]', command: 'moveToNextGroup' },
      { key: 'shift+[Tab]', command: 'moveToPreviousGroup' },
      { key: '[Tab]', ifMode: 'latex', command: ['complete', 'accept-suggestion'] },
      { key: '[Return]', command: 'commit' },
    ];
    hasFocus() {
      return document.activeElement === this;
    }
    setValue(value: string) {
      this.value = value;
    }
    /** what a person typing in the field amounts to */
    type(latex: string) {
      this.value = latex;
      this.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  return { FakeMathfield };
});
vi.mock('mathlive', () => {
  if (!customElements.get('math-field')) customElements.define('math-field', mathlive.FakeMathfield);
  return { MathfieldElement: mathlive.FakeMathfield };
});

type Fake = InstanceType<typeof mathlive.FakeMathfield>;

/** The math field, once MathLive's stand-in has loaded and replaced the blank's text input. */
const findField = () =>
  waitFor(() => {
    const field = document.querySelector<Fake>('math-field');
    if (!field) throw new Error('no math field yet');
    return field;
  });

configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(cleanup);

const preview = (over: Partial<PreviewWithRules> = {}): PreviewWithRules => ({
  id: 7,
  type: 'blank',
  difficulty: 2,
  stemHtml:
    '<p>x = <span class="q-blank" data-blank="1">(1)</span>, y = <span class="q-blank" data-blank="2">(2)</span></p>',
  blankCount: 2,
  blankRules: [],
  options: [],
  ...over,
});

describe('blankKinds: which blanks get the math field', () => {
  it('gives the math field to the blanks whose rules include formula, and only to them', () => {
    expect(blankKinds(preview({ blankRules: [['trim'], ['trim', 'formula']] }))).toEqual(['text', 'math']);
    expect(blankKinds(preview({ blankRules: [['formula'], ['halfWidth', 'formula']] }))).toEqual(['math', 'math']);
    expect(blankKinds(preview({ blankRules: [['trim', 'numeric'], ['caseInsensitive']] }))).toEqual(['text', 'text']);
  });

  it('keeps text inputs when the rules are not sent, short or malformed', () => {
    expect(blankKinds(preview())).toEqual(['text', 'text']);
    expect(blankKinds(preview({ blankRules: [['formula']] }))).toEqual(['math', 'text']);
    // What an older server or a broken answer could send, whatever the contract says.
    const odd = (blankRules: unknown) => preview({ blankRules: blankRules as PreviewWithRules['blankRules'] });
    expect(blankKinds(odd('formula'))).toEqual(['text', 'text']);
    expect(blankKinds(odd([null, { formula: true }]))).toEqual(['text', 'text']);
    expect(blankKinds(preview({ blankRules: [['formula'], ['formula'], ['formula']] }))).toEqual(['math', 'math']);
  });

  it('has no blanks for the other question types', () => {
    expect(blankKinds(preview({ type: 'single', blankCount: 0, blankRules: [['formula']] }))).toEqual([]);
    expect(blankKinds(preview({ type: 'short', blankCount: 0 }))).toEqual([]);
  });
});

describe('StudentQuestion: a fill-in question with a formula blank', { timeout: 30_000 }, () => {
  const withFormula = preview({ blankRules: [['trim'], ['trim', 'formula']] });

  it('gives the formula blank a named math field and the other one a text input', async () => {
    render(<StudentQuestion index={3} preview={withFormula} response={{ blanks: ['4', '\\frac{1}{2}'] }} />);
    const field = await findField();
    expect(field).toHaveAttribute('aria-label', 'Question 3, blank 2 (formula)');
    expect(field.value).toBe('\\frac{1}{2}');
    expect(field.readOnly).toBe(false);
    expect(field.mathVirtualKeyboardPolicy).toBe('auto');
    // Tab leaves the field like any input: MathLive's own Tab moves (outside its LaTeX mode) are gone.
    expect(field.keybindings.map((k) => k.key + (k.ifMode ? `/${k.ifMode}` : ''))).toEqual(['[Tab]/latex', '[Return]']);
    // The text blank stays an input; the formula blank's stand-in input is gone.
    const inputs = screen.getAllByTestId('stu-blank');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toHaveAccessibleName('Question 3, blank 1');
    expect(inputs[0]).toHaveValue('4');
    // Nothing from a CDN: no fonts directory, no sounds.
    expect(mathlive.FakeMathfield.fontsDirectory).toBeNull();
    expect(mathlive.FakeMathfield.soundsDirectory).toBeNull();
  });

  it('stores what is typed in the math field as LaTeX in the blank’s place of the response', async () => {
    const changes: AnswerResponse[] = [];
    const { rerender } = render(
      <StudentQuestion
        index={1}
        preview={withFormula}
        response={{ blanks: ['4', ''] }}
        onChange={(r) => changes.push(r)}
      />,
    );
    const field = await findField();
    act(() => field.type('\\frac{1}{2}'));
    expect(changes).toEqual([{ blanks: ['4', '\\frac{1}{2}'] }]);
    // An answer longer than the server takes is refused, like the text input's maxLength.
    act(() => field.type('x'.repeat(201)));
    expect(changes).toHaveLength(1);
    // A response changed elsewhere (a restored draft) reaches the field.
    rerender(<StudentQuestion index={1} preview={withFormula} response={{ blanks: ['4', '2x+1'] }} />);
    expect(field.value).toBe('2x+1');
  });

  it('is read-only once the lesson is submitted', async () => {
    render(<StudentQuestion index={1} preview={withFormula} response={{ blanks: ['4', 'x^2'] }} readOnly />);
    const field = await findField();
    expect(field.readOnly).toBe(true);
    expect(screen.getByTestId('stu-blank')).toHaveAttribute('readonly');
  });

  it('never loads the math field for a question without formula blanks', async () => {
    const changes: AnswerResponse[] = [];
    render(<StudentQuestion index={2} preview={preview()} response={undefined} onChange={(r) => changes.push(r)} />);
    const inputs = screen.getAllByTestId('stu-blank');
    expect(inputs.map((i) => i.getAttribute('aria-label'))).toEqual(['Question 2, blank 1', 'Question 2, blank 2']);
    fireEvent.change(inputs[1] as HTMLElement, { target: { value: '1/2' } });
    expect(changes).toEqual([{ blanks: ['', '1/2'] }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('math-field')).toBeNull();
  });
});

describe('StudentQuestion: a short answer with a photo of handwritten work', () => {
  const short = preview({ type: 'short', blankCount: 0 });
  const photo = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';

  it('shows the photo, named for its question, and offers to replace or remove it', () => {
    const onChange = vi.fn<(r: AnswerResponse) => void>();
    render(
      <StudentQuestion
        index={2}
        preview={short}
        response={{ text: 'See the photo', photo }}
        onChange={onChange}
        uploadPhoto={async () => ({ photo, url: '/x' })}
        photoUrl="/openapi/learning/answerPhoto?name=x"
      />,
    );
    expect(screen.getByAltText('Photo of the handwritten work for question 2')).toHaveAttribute(
      'src',
      '/openapi/learning/answerPhoto?name=x',
    );
    expect(screen.getByRole('button', { name: /Replace the photo of question 2/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Remove the photo of question 2/ }));
    // The text stays; only the photo goes.
    expect(onChange).toHaveBeenCalledWith({ text: 'See the photo' });
  });

  it('keeps the text when the student types, and the photo with it', () => {
    const onChange = vi.fn<(r: AnswerResponse) => void>();
    render(<StudentQuestion index={1} preview={short} response={{ text: 'a', photo }} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('stu-short'), { target: { value: 'ab' } });
    expect(onChange).toHaveBeenCalledWith({ text: 'ab', photo });
  });

  it('shows a submitted photo without any control to change it', () => {
    render(<StudentQuestion index={1} preview={short} response={{ photo }} photoUrl="/p.jpg" readOnly />);
    expect(screen.getByAltText('Photo of the handwritten work for question 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photo/ })).toBeNull();
  });

  it('offers no photo where it cannot be uploaded (no lesson), and shows nothing without one', () => {
    render(<StudentQuestion index={1} preview={short} response={{ text: 'x' }} onChange={() => {}} />);
    expect(screen.queryByTestId('stu-photo')).toBeNull();
  });
});
