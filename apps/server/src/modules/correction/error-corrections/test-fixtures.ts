import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/queries';
import { answers, submissions } from '../../../db/schema';
import { handedInWork } from '../test-fixtures';
import { stampText } from './common';

export interface WrongWork {
  submissionId: number;
  lessonId: number;
  /** a fill-in answer graded wrong (its key is `2`) */
  wrongId: number;
  /** a fill-in answer graded right */
  rightId: number;
  /** short answers waiting for a person (none unless asked) */
  shortIds: number[];
}

/**
 * Work a student handed in with a wrong answer: two fill-in questions (key `2`), the first answered `3`
 * (wrong), the second right, and `shorts` short answers waiting for a person; graded (score 50) when none
 * waits, else submitted.
 */
export async function wrongWork(
  t: { db: Db; config: AppConfig },
  o: { studentId: number; classId: number; shorts?: number },
): Promise<WrongWork> {
  const shorts = o.shorts ?? 0;
  const w = await handedInWork(t, { studentId: o.studentId, classId: o.classId, shorts, blanks: 2 });
  const [wrongId = 0, rightId = 0] = w.blankIds;
  await t.db
    .update(answers)
    .set({ response: { blanks: ['3'] }, outcome: 'wrong', credit: 0 })
    .where(and(eq(answers.submissionId, w.submissionId), eq(answers.questionId, wrongId)));
  if (shorts === 0) {
    await t.db
      .update(submissions)
      .set({ state: 'graded', score: 50, gradedAt: new Date() })
      .where(eq(submissions.id, w.submissionId));
  }
  return { submissionId: w.submissionId, lessonId: w.lessonId, wrongId, rightId, shortIds: w.shortIds };
}

/** An attempt at correcting a wrong answer, written as the submit leaves it (or reviewed, when asked). */
export async function correctionOf(
  db: Db,
  work: Pick<WrongWork, 'submissionId' | 'wrongId'>,
  o: { attempt?: number; state?: 'pending' | 'accepted' | 'returned'; reviewerId?: number; createdAt?: Date } = {},
): Promise<{ id: number; updatedAt: string }> {
  const state = o.state ?? 'pending';
  const reviewed = state !== 'pending';
  const [row] = await selectRows<{ id: number; updatedAt: string }>(
    db,
    sql`insert into error_corrections (submission_id, question_id, student_id, class_id, brand_id, attempt,
          response, outcome, explanation, state, review_comment, reviewed_by, reviewed_at, created_at)
        select s.id, ${work.wrongId}::int, s.student_id, s.class_id, s.brand_id, ${o.attempt ?? 1}::smallint,
          ${JSON.stringify({ blanks: ['2'] })}::jsonb, 'correct', '1 + 1 = 2：进位算错了', ${state}::varchar,
          ${state === 'returned' ? '再写一遍过程' : ''}::text, ${reviewed ? (o.reviewerId ?? null) : null}::int,
          ${reviewed ? sql`now()` : sql`null`}, ${(o.createdAt ?? new Date()).toISOString()}::timestamptz
        from submissions s where s.id = ${work.submissionId}
        returning id, ${stampText(sql`updated_at`)} as "updatedAt"`,
  );
  if (!row) throw new Error('correctionOf: no row');
  return { id: Number(row.id), updatedAt: row.updatedAt };
}
