/**
 * The backfill migration (drizzle/0016_wrong_book_backfill.sql): the work handed in before the book existed goes
 * into it by the book's rule, days in UTC, and what the server recorded already is left as it is. Run on the demo
 * data (whose books the seed recorded through recordOutcomes, the server's own path) with some books emptied, and
 * on handed-in work written for the purpose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/queries';
import { answers, classes, practiceSets, submissions, wrongQuestions } from '../../../db/schema';
import { migrationsFolder } from '../../../paths';
import { SeededOrgFixture } from '../../org/test-fixtures';
import { lessonWith, newQuestion } from './test-fixtures';

const file = fs.readdirSync(migrationsFolder).find((f) => /^\d{4}_wrong_book_backfill\.sql$/.test(f));
const backfill = async () => {
  if (!file) throw new Error('no backfill migration');
  const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await f.t.db.execute(sql.raw(statement));
  }
};

let f: SeededOrgFixture;
beforeAll(async () => {
  f = await SeededOrgFixture.open();
});
afterAll(() => f.t.close());

/** The rule's columns of some students' books (the card and times of writing aside). */
async function booksOf(studentIds: readonly number[]) {
  return f.t.db
    .select({
      studentId: wrongQuestions.studentId,
      questionId: wrongQuestions.questionId,
      brandId: wrongQuestions.brandId,
      submissionId: wrongQuestions.submissionId,
      wrongResponse: wrongQuestions.wrongResponse,
      wrongCount: wrongQuestions.wrongCount,
      correctCount: wrongQuestions.correctCount,
      correctDays: wrongQuestions.correctDays,
      lastCorrectOn: wrongQuestions.lastCorrectOn,
      firstWrongAt: wrongQuestions.firstWrongAt,
      lastWrongAt: wrongQuestions.lastWrongAt,
      lastAnsweredAt: wrongQuestions.lastAnsweredAt,
      masteredAt: wrongQuestions.masteredAt,
    })
    .from(wrongQuestions)
    .where(inArray(wrongQuestions.studentId, [...studentIds]))
    .orderBy(wrongQuestions.studentId, wrongQuestions.questionId);
}

describe('the backfill migration', () => {
  it('is one of the migrations the server runs', async () => {
    const [row] = await selectRows<{ n: number }>(
      f.t.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.map((e) => e.tag)).toContain(file?.replace(/\.sql$/, ''));
    expect(row?.n).toBe(journal.entries.length);
  });

  it('writes the books the server would have recorded from the handed-in work', async () => {
    // Students whose demo books come from their handed-in work alone (no training camp, no error correction).
    const names = ['xunuo', 'luoyiming', 'wanghao', 'lina', 'hesiyuan', 'fengzixuan'];
    const ids = await Promise.all(names.map((n) => f.userId(n)));
    const recorded = await booksOf(ids);
    expect(recorded.length).toBeGreaterThan(5);
    await f.t.db.delete(wrongQuestions).where(inArray(wrongQuestions.studentId, ids));
    await backfill();
    expect(await booksOf(ids)).toEqual(recorded);
    // Due at the latest wrong answer unless a right one came after it.
    const due = await f.t.db
      .select({ dueAt: wrongQuestions.dueAt, lastWrongAt: wrongQuestions.lastWrongAt, card: wrongQuestions.card })
      .from(wrongQuestions)
      .where(and(inArray(wrongQuestions.studentId, ids), eq(wrongQuestions.correctDays, 0)));
    for (const d of due) {
      expect(d.dueAt.getTime()).toBe(d.lastWrongAt.getTime());
      expect(d.card).toBeNull();
    }
  });

  it('counts right answers after the latest wrong one by day, masters on the second, and leaves recorded rows be', async () => {
    const student = await f.userId('lina');
    const class81 = await f.classId('启明第一中学', '八年级1班');
    const [klass] = await f.t.db
      .select({ schoolId: classes.schoolId, brandId: classes.brandId })
      .from(classes)
      .where(eq(classes.id, class81));
    const q = await newQuestion(f.t.db);
    const never = await newQuestion(f.t.db);
    // Right before any wrong answer (not counted), wrong, right twice on one day, right the next day.
    const plan: [string, 'correct' | 'wrong'][] = [
      ['2026-03-01T09:00:00Z', 'correct'],
      ['2026-03-02T09:00:00Z', 'wrong'],
      ['2026-03-03T08:00:00Z', 'correct'],
      ['2026-03-03T20:00:00Z', 'correct'],
      ['2026-03-04T07:30:00Z', 'correct'],
    ];
    const made: number[] = [];
    for (const [at, outcome] of plan) {
      const lessonId = await lessonWith(f.t.db, [q, never]);
      const [s] = await f.t.db
        .insert(submissions)
        .values({
          studentId: student,
          classId: class81,
          schoolId: klass?.schoolId ?? 0,
          brandId: klass?.brandId ?? 0,
          lessonId,
          state: 'graded',
          startedAt: new Date(at),
          submittedAt: new Date(at),
          gradedAt: new Date(at),
          score: 50,
          submitKey: `backfill-${lessonId}`,
        })
        .returning({ id: submissions.id });
      const submissionId = s?.id ?? 0;
      made.push(submissionId);
      await f.t.db.insert(answers).values([
        {
          submissionId,
          questionId: q,
          response: { choices: [outcome === 'correct' ? 'A' : 'B'] },
          outcome,
          credit: outcome === 'correct' ? 1 : 0,
        },
        { submissionId, questionId: never, response: { choices: ['A'] }, outcome: 'correct', credit: 1 },
      ]);
    }
    // Work in progress is no hand-in.
    const open = await lessonWith(f.t.db, [q]);
    const [inProgress] = await f.t.db
      .insert(submissions)
      .values({
        studentId: student,
        classId: class81,
        schoolId: klass?.schoolId ?? 0,
        brandId: klass?.brandId ?? 0,
        lessonId: open,
        submitKey: `backfill-open-${open}`,
      })
      .returning({ id: submissions.id });
    await f.t.db
      .insert(answers)
      .values({ submissionId: inProgress?.id ?? 0, questionId: q, response: {}, outcome: 'wrong', credit: 0 });

    const before = await f.t.db.select({ n: sql<number>`count(*)::int` }).from(wrongQuestions);
    await backfill();
    const [entry] = await f.t.db
      .select()
      .from(wrongQuestions)
      .where(and(eq(wrongQuestions.studentId, student), eq(wrongQuestions.questionId, q)));
    expect(entry).toMatchObject({
      submissionId: made[1],
      wrongResponse: { choices: ['B'] },
      wrongCount: 1,
      correctCount: 3,
      correctDays: 2,
      lastCorrectOn: '2026-03-04',
      card: null,
      practiceId: null,
    });
    expect(entry?.firstWrongAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(entry?.masteredAt?.toISOString()).toBe('2026-03-04T07:30:00.000Z');
    expect(entry?.lastAnsweredAt.toISOString()).toBe('2026-03-04T07:30:00.000Z');
    expect(entry?.dueAt.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    // A question never answered wrong stays out; only this entry was added.
    const [none] = await f.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wrongQuestions)
      .where(eq(wrongQuestions.questionId, never));
    expect(none?.n).toBe(0);
    const after = await f.t.db.select({ n: sql<number>`count(*)::int` }).from(wrongQuestions);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);

    // Run again (or over rows the server recorded): nothing changes.
    const snapshot = await f.t.db
      .select()
      .from(wrongQuestions)
      .orderBy(wrongQuestions.studentId, wrongQuestions.questionId);
    await backfill();
    expect(
      await f.t.db.select().from(wrongQuestions).orderBy(wrongQuestions.studentId, wrongQuestions.questionId),
    ).toEqual(snapshot);
    // The demo student's book, recorded by the server with the camp's practice, is untouched too.
    const sets = await f.t.db.select({ n: sql<number>`count(*)::int` }).from(practiceSets);
    expect(sets[0]?.n).toBeGreaterThan(0);
  });
});
