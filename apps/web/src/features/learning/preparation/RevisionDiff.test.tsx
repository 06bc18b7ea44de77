import type { PrepRevision } from '@edu/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import '../i18n';
import { RevisionDiff } from './RevisionDiff';

beforeAll(async () => {
  installMatchMedia();
  await initI18n('en');
});
afterEach(cleanup);

const question = (id: number, inLesson = true) => ({
  id,
  type: 'judge' as const,
  difficulty: 2,
  stemText: `Stem of question ${id}`,
  inLesson,
});

const revision = (over: Partial<PrepRevision>): PrepRevision => ({
  prepId: 5,
  number: 1,
  author: 'Teacher',
  createdAt: '2030-08-30T10:00:00.000Z',
  restoredFrom: null,
  notes: 'Aims\nWarm up with squares',
  questionIds: [1, 2, 3],
  questions: [question(1), question(2), question(3)],
  plannedOn: null,
  state: 'draft',
  ...over,
});

describe('RevisionDiff', () => {
  it('shows what changed, field by field, with words for screen readers', () => {
    render(
      <RevisionDiff
        before={revision({})}
        after={revision({
          number: 2,
          notes: 'Aims\nWarm up with square areas\nHomework',
          questionIds: [9, 1, 3, 2],
          questions: [question(9, false), question(1), question(3), question(2)],
          plannedOn: '2030-09-02',
          state: 'ready',
        })}
      />,
    );
    const diff = screen.getByTestId('prep-diff');
    expect(within(diff).getByRole('heading', { name: 'Changes from #1 to #2' })).toBeInTheDocument();
    // The day and the state as before → after.
    expect(diff).toHaveTextContent('Removed: None');
    expect(diff).toHaveTextContent('Added: 2030-09-02');
    expect(diff).toHaveTextContent('Removed: Draft');
    expect(diff).toHaveTextContent('Added: Ready');
    // Notes: the unchanged line once, the replaced line with its new characters marked, the new line.
    const notes = screen.getByTestId('prep-diff-notes');
    const lines = notes.querySelectorAll('.prep-diff__line');
    expect([...lines].map((l) => l.getAttribute('data-kind'))).toEqual(['same', 'removed', 'added', 'added']);
    expect([...notes.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([' area']);
    expect(lines[1]).toHaveTextContent('Removed: Warm up with squares');
    // Exercises in the new order: one added from the bank, one moved with its old place.
    const items = screen.getByTestId('prep-diff-exercises').querySelectorAll('li');
    expect([...items].map((li) => li.getAttribute('data-kind'))).toEqual(['added', 'same', 'same', 'moved']);
    expect(items[0]).toHaveTextContent('Stem of question 9');
    expect(items[0]).toHaveTextContent('Bank');
    expect(items[3]).toHaveTextContent('Moved');
    expect(items[3]).toHaveTextContent('was question 2');
  });

  it('says when two revisions hold the same, and names a question deleted from the bank', () => {
    const { rerender } = render(<RevisionDiff before={revision({})} after={revision({ number: 3 })} />);
    expect(screen.getByText('The two revisions hold the same.')).toBeInTheDocument();
    expect(screen.getAllByText('Unchanged')).toHaveLength(4);
    rerender(
      <RevisionDiff
        before={revision({ questionIds: [1, 7], questions: [question(1)] })}
        after={revision({ number: 2, questionIds: [1], questions: [question(1)] })}
      />,
    );
    const items = screen.getByTestId('prep-diff-exercises').querySelectorAll('li');
    expect(items[1]).toHaveTextContent('Removed');
    expect(items[1]).toHaveTextContent('Question #7, deleted from the bank');
  });
});
