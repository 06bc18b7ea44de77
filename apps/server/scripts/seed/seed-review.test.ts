import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeHistoryRow, PracticeSet, WrongBook, WrongBookGroups } from '@edu/shared';
import { api } from '@edu/shared/api';
import { selectRows } from '../../src/db/queries';
import { expectOk, SeededOrgFixture } from '../../src/modules/org/test-fixtures';

/**
 * Issue 11 item 3: on a fresh start the demo student finds its wrong-question book (from its handed-in work,
 * some questions mastered in the training camp) and a training camp set in progress; its classmates have
 * books of their own.
 */
const R = api.review;

let f: SeededOrgFixture;
beforeAll(async () => {
  f = await SeededOrgFixture.open();
});
afterAll(() => f.t.close());

describe('demo wrong-question books', () => {
  it('gives the demo student its book: handed-in work, mastered questions, questions still to practise', async () => {
    const book = expectOk(await f.get<WrongBook>('student', R.getWrongBook.path, { state: 'all', pageSize: 100 }));
    const fromLessons = book.list.filter((e) => e.source.kind !== 'practice');
    expect(fromLessons.length).toBeGreaterThan(0);
    expect(book.list.some((e) => e.masteredAt !== null && e.correctDays === 2)).toBe(true);
    expect(book.list.some((e) => e.masteredAt === null)).toBe(true);
    // Every wrong answer of its handed-in objective work is there (the rule, not rows typed in).
    const wrong = await selectRows<{ questionId: number }>(
      f.t.db,
      sql`select distinct a.question_id as "questionId" from answers a join submissions s on s.id = a.submission_id
          where s.student_id = ${await f.userId('student')} and s.state in ('submitted', 'graded')
            and a.outcome in ('wrong', 'partial')`,
    );
    const ids = new Set(book.list.map((e) => e.questionId));
    for (const w of wrong) expect(ids.has(Number(w.questionId))).toBe(true);
    const groups = expectOk(await f.get<WrongBookGroups>('student', R.getWrongBookGroups.path));
    expect(groups.total.learning + groups.total.mastered).toBe(book.total);
  });

  it('has a training camp set in progress with some items answered, and finished sets before it', async () => {
    const open = expectOk(await f.get<PracticeSet | null>('student', R.getPractice.path));
    expect(open?.state).toBe('in_progress');
    expect(open?.answered).toBe(2);
    expect(open?.total).toBeGreaterThan(2);
    const history = expectOk(
      await f.get<{ list: PracticeHistoryRow[] }>('student', R.getPracticeHistory.path, { pageSize: 10 }),
    );
    expect(history.list.map((s) => s.state)).toEqual(['in_progress', 'finished', 'finished']);
    expect(history.list.slice(1).every((s) => s.score !== null && s.answered === s.total)).toBe(true);
  });

  it('gives classmates books of their own work', async () => {
    for (const who of ['xunuo', 'gaozimeng']) {
      const book = expectOk(await f.get<WrongBook>(who, R.getWrongBook.path, { state: 'all' }));
      expect(book.total).toBeGreaterThan(0);
    }
  });
});
