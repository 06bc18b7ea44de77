import type { QuestionPreview } from '@edu/shared';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import '../i18n';
import { previewOfDraft } from './question-preview';
import { AnswerView, QuestionView } from './QuestionView';
import { RichHtml, RichText } from '../../../ui/rich/RichHtml';

// antd and TipTap are heavy in jsdom: generous waits when the machine is busy.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});

afterEach(() => cleanup());

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">a</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<svg><script>alert(1)</script></svg>',
].join('');

function expectNoScript(el: Element) {
  expect(el.querySelector('script,iframe')).toBeNull();
  expect(el.innerHTML).not.toMatch(/onerror|javascript:|url\(/i);
}

describe('previewOfDraft: a question as students see it, from the form', () => {
  it('numbers the blanks before the math and renders the formulas', () => {
    const p = previewOfDraft({
      type: 'blank',
      difficulty: 2,
      stem: '<p>$x^2=4$, so x = ___1 or ##$$</p>',
      options: [],
    });
    expect(p.blankCount).toBe(2);
    const box = document.createElement('div');
    box.innerHTML = p.stemHtml;
    expect([...box.querySelectorAll('.q-blank')].map((b) => b.textContent)).toEqual(['(1)', '(2)']);
    expect(box.querySelector('.katex')).not.toBeNull();
    expect(p.options).toEqual([]);
  });

  it('keeps the options of choice questions only, lettered and sanitized', () => {
    const p = previewOfDraft({ type: 'single', difficulty: 3, stem: 's', options: ['$\\frac12$', HOSTILE] });
    expect(p.options.map((o) => o.key)).toEqual(['A', 'B']);
    const box = document.createElement('div');
    box.innerHTML = p.options.map((o) => o.html).join('');
    expect(box.querySelector('.katex')).not.toBeNull();
    expectNoScript(box);
    expect(previewOfDraft({ type: 'judge', difficulty: 3, stem: 's', options: ['left over'] }).options).toEqual([]);
  });
});

describe('RichHtml and RichText', { timeout: 30_000 }, () => {
  it('RichText renders formulas and sanitizes', () => {
    render(<RichText source={`<p>$\\sqrt{2}$ and $$\\int_0^1 x\\,dx$$</p>${HOSTILE}`} data-testid="rt" />);
    const el = screen.getByTestId('rt');
    expect(el.querySelectorAll('.katex')).toHaveLength(2);
    expect(el.querySelector('.katex-display')).not.toBeNull();
    expectNoScript(el);
  });

  it('RichHtml sanitizes server HTML again before it reaches the DOM', () => {
    render(<RichHtml html={`<p>ok</p>${HOSTILE}`} data-testid="rh" />);
    const el = screen.getByTestId('rh');
    expect(el.textContent).toContain('ok');
    expectNoScript(el);
  });

  it('a formula that fails to parse shows its source marked as an error', () => {
    render(<RichText source="<p>$\\frac{1}{$ after</p>" data-testid="bad" />);
    const error = screen.getByTestId('bad').querySelector('.math-error');
    expect(error?.textContent).toContain('\\frac{1}{');
    expect(screen.getByTestId('bad').textContent).toContain('after');
  });
});

describe('QuestionView: the student’s view, never the answer', { timeout: 30_000 }, () => {
  const base = (over: Partial<QuestionPreview>): QuestionPreview => ({
    id: 1,
    type: 'single',
    difficulty: 3,
    stemHtml: '<p>Stem</p>',
    blankCount: 0,
    blankRules: [],
    options: [],
    ...over,
  });

  it('a choice question: numbered stem, lettered options with their formulas', () => {
    const p = previewOfDraft({
      type: 'multiple',
      difficulty: 4,
      stem: '<p>Roots of $x^2-5x+6=0$</p>',
      options: ['$2$', '$3$', '$-2$'],
    });
    render(<QuestionView preview={p} index={3} />);
    const view = screen.getByTestId('question-view');
    expect(view.getAttribute('data-type')).toBe('multiple');
    expect(within(view).getByText('3.')).toBeInTheDocument();
    expect(within(view).getByText('Multiple choice')).toBeInTheDocument();
    expect(view.querySelectorAll('.q-view__option')).toHaveLength(3);
    expect(view.querySelectorAll('.q-view__option .katex')).toHaveLength(3);
    expect(view.querySelectorAll('input[type=checkbox]')).toHaveLength(3);
    expect(view.querySelector('.q-answer')).toBeNull();
  });

  it('true/false, fill-in and short answer get their answer controls', () => {
    const { unmount } = render(<QuestionView preview={base({ type: 'judge' })} />);
    expect(screen.getByText('True')).toBeInTheDocument();
    expect(screen.getByText('False')).toBeInTheDocument();
    unmount();
    const blank = previewOfDraft({ type: 'blank', difficulty: 1, stem: 'a ___1 b ___2 c ___3', options: [] });
    const second = render(<QuestionView preview={blank} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    second.unmount();
    render(<QuestionView preview={base({ type: 'short' })} />);
    expect(screen.getByPlaceholderText('The student writes the answer here')).toBeInTheDocument();
  });

  it('sanitizes what it is given', () => {
    render(<QuestionView preview={base({ stemHtml: `<p>S</p>${HOSTILE}`, options: [{ key: 'A', html: HOSTILE }] })} />);
    expectNoScript(screen.getByTestId('question-view'));
  });

  it('AnswerView shows the answer and analysis for staff', () => {
    render(
      <AnswerView
        data={{
          type: 'blank',
          answer: {
            choices: [],
            judge: null,
            blanks: [{ accepted: ['2', '+2'], rules: ['trim', 'numeric'] }],
            text: '',
          },
          answerHtml: '',
          analysisHtml: '<p>Because</p>',
        }}
      />,
    );
    const answer = screen.getByTestId('question-answer');
    expect(within(answer).getByText('+2')).toBeInTheDocument();
    expect(within(answer).getByText('Ignore spaces · Equal numbers')).toBeInTheDocument();
    expect(within(answer).getByText('Because')).toBeInTheDocument();
  });
});
