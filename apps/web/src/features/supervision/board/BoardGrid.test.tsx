import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import type { BoardState } from '../board';
import '../i18n';
import { BoardGrid } from './BoardGrid';

const questions = [
  { questionId: 10, no: 1, type: 'single', stem: 'Which is a square root?' },
  { questionId: 11, no: 2, type: 'judge', stem: 'True?' },
];
const state: BoardState = {
  rows: [
    {
      studentId: 1,
      name: 'Ann',
      online: true,
      questionId: 11,
      answers: {
        10: { outcome: 'correct', answerText: 'A', at: '' },
        11: { outcome: 'wrong', answerText: 'false', at: '' },
      },
    },
    { studentId: 2, name: 'Bo', online: false, questionId: null, answers: {} },
  ],
  focusQuestionId: 11,
  ended: false,
  lastEventId: 3,
};

beforeAll(async () => {
  installMatchMedia();
  await initI18n();
  await changeLanguage('en');
});
afterEach(cleanup);

describe('BoardGrid', () => {
  it('tells each answer by colour, icon and words, with the answer as a focusable button', async () => {
    render(<BoardGrid state={state} questions={questions} stuckQuestionId={11} />);
    const right = screen.getByRole('button', { name: 'Ann, question 1: Right. Answer: A' });
    expect(right).toHaveClass('supervise-cell--correct');
    expect(right.querySelector('.anticon-check-circle')).not.toBeNull();
    const wrong = screen.getByRole('button', { name: 'Ann, question 2: Wrong. Answer: false' });
    expect(wrong).toHaveClass('supervise-cell--wrong');
    expect(wrong.querySelector('.anticon-close-circle')).not.toBeNull();
    // an unanswered cell is words for screen readers, not a tab stop
    expect(screen.getByText('Bo, question 1: Not answered').closest('button')).toBeNull();
    // the answer shows on keyboard focus
    fireEvent.focus(wrong);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Answer: false');
    // presence, position, the focused and stuck question marked in the header
    expect(screen.getAllByTestId('supervise-presence').map((b) => b.getAttribute('data-online'))).toEqual([
      'true',
      'false',
    ]);
    expect(screen.getAllByTestId('supervise-current').map((c) => c.textContent)).toEqual(['Question 2', '—']);
    expect(screen.getByRole('img', { name: 'Focus' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Stuck' })).toBeInTheDocument();
  });
});
