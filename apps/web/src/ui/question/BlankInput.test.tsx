import type { AnswerResponse } from '@edu/shared';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import '../../app/i18n-react';
import { installMatchMedia } from '../../features/test-utils';
import './i18n';
import { StudentQuestion } from './StudentQuestion';

// MathLive's chunk does not load (offline, a failed deploy): the formula blank stays a text input.
vi.mock('mathlive', () => {
  throw new Error('MathLive did not load');
});

configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(cleanup);

describe('BlankInput without MathLive', { timeout: 30_000 }, () => {
  it('keeps the text input of a formula blank, named and working, when MathLive cannot load', async () => {
    // React reports the error its boundary caught; expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const changes: AnswerResponse[] = [];
    const { rerender } = render(
      <StudentQuestion
        index={1}
        preview={{
          id: 1,
          type: 'blank',
          difficulty: 1,
          stemHtml: '<p>x = <span class="q-blank" data-blank="1">(1)</span></p>',
          blankCount: 1,
          options: [],
          blankRules: [['trim', 'formula']],
        }}
        response={{ blanks: ['\\frac{1}{2}'] }}
        onChange={(r) => changes.push(r)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Question 1, blank 1 (formula)' });
    expect(input).toHaveValue('\\frac{1}{2}');
    // Typed while MathLive was loading, and after it failed: nothing is lost.
    fireEvent.change(input, { target: { value: '\\frac{1}{3}' } });
    expect(changes).toEqual([{ blanks: ['\\frac{1}{3}'] }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    rerender(
      <StudentQuestion
        index={1}
        preview={{
          id: 1,
          type: 'blank',
          difficulty: 1,
          stemHtml: '<p>x = <span class="q-blank" data-blank="1">(1)</span></p>',
          blankCount: 1,
          options: [],
          blankRules: [['trim', 'formula']],
        }}
        response={{ blanks: ['\\frac{1}{3}'] }}
        onChange={(r) => changes.push(r)}
      />,
    );
    const after = await screen.findByRole('textbox', { name: 'Question 1, blank 1 (formula)' });
    expect(after).toHaveValue('\\frac{1}{3}');
    expect(document.querySelector('math-field')).toBeNull();
    logged.mockRestore();
  });
});
