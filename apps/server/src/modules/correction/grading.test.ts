/**
 * Grading a submission (issue 11 item 1): the hold (two correctors cannot grade one submission at once: the
 * second is told who holds it), the save (points in halves within the maximum, a comment, marks on the
 * photo; a stale version is refused with 409 and nothing is overwritten; of two racing saves exactly one
 * wins), the submission graded with its score, and the reports that show the grade (photos.test.ts: the
 * photos a corrector may open).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CorrectionDetail,
  CorrectionHold,
  LessonReport,
  SaveCorrectionInput,
  SaveCorrectionResult,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import { answers, auditLog, classCorrectors, submissions } from '../../db/schema';
import { expectError, expectOk, type Reply, SeededOrgFixture } from '../org/test-fixtures';
import { handedInWork, newCorrector } from './test-fixtures';

const C = api.correction;

let f: SeededOrgFixture;
let _class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  _class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['corrector', 'student', 'wanghao', 'xunuo', 'gaozimeng', 'teacher', 'dl']) {
    id[u] = await f.userId(u);
  }
  // A second corrector of the brand who corrects for 八年級2班 too, and one who reaches nothing.
  id.second = await newCorrector(f.t.db, 'corrector.second', f.qiming, '第二位批改老师');
  id.unlinked = await newCorrector(f.t.db, 'corrector.unlinked', f.qiming, '未分配批改老师');
  await f.t.db.insert(classCorrectors).values({ classId: class82, correctorId: id.second ?? 0, brandId: f.qiming });
});
afterAll(() => f.t.close());

const hold = (who: string, submissionId: number) =>
  f.post<{ hold: CorrectionHold; version: number }>(who, C.holdCorrection.path, { submissionId }, { json: true });
const release = (who: string, submissionId: number) =>
  f.post<{ released: boolean }>(who, C.releaseCorrection.path, { submissionId }, { json: true });
const save = (who: string, input: SaveCorrectionInput) =>
  f.post<SaveCorrectionResult>(who, C.saveCorrection.path, input as never, { json: true });
const detailOf = async (who: string, submissionId: number) =>
  expectOk(await f.get<CorrectionDetail>(who, C.getCorrectionDetail.path, { submissionId }));

/** What a refused save must leave as it was: the submission, its answers, the audit log. */
async function stateOf(submissionId: number) {
  const [s] = await f.t.db
    .select({ state: submissions.state, version: submissions.version, score: submissions.score })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  const rows = await f.t.db
    .select({
      q: answers.questionId,
      points: answers.points,
      comment: answers.comment,
      marks: answers.marks,
      outcome: answers.outcome,
      credit: answers.credit,
    })
    .from(answers)
    .where(eq(answers.submissionId, submissionId))
    .orderBy(answers.questionId);
  const audits = (await f.t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  return { s, rows, audits };
}

function expectConflict<T>(reply: Reply<T>, msg: RegExp): T {
  expect({ status: reply.status, code: reply.code }).toEqual({ status: 409, code: 409 });
  expect(reply.msg).toMatch(msg);
  return reply.data;
}

/** Fresh work of a student of 八年級2班 (which both correctors reach). */
const work82 = (o: Partial<Parameters<typeof handedInWork>[1]> = {}) =>
  handedInWork(f.t, { studentId: id.xunuo ?? 0, classId: class82, ...o });

describe('the hold', () => {
  it('goes to one corrector at a time; the second is told who holds it', async () => {
    const w = await work82();
    const mine = expectOk(await hold('corrector', w.submissionId));
    expect(mine).toMatchObject({ version: 0, hold: { holderId: id.corrector, holderName: '孙丽', mine: true } });
    expect(Date.parse(mine.hold.until) - Date.now()).toBeGreaterThan(9 * 60_000);
    // Renewed by its holder.
    expectOk(await hold('corrector', w.submissionId));

    const refused = expectConflict(await hold('corrector.second', w.submissionId), /^孙丽 is grading this submission/);
    expect(refused).toEqual({ hold: { ...mine.hold, mine: false, until: expect.any(String) } });
    // The pages show it too.
    expect((await detailOf('corrector.second', w.submissionId)).hold).toMatchObject({
      holderName: '孙丽',
      mine: false,
    });
    expect((await detailOf('corrector', w.submissionId)).hold).toMatchObject({ mine: true });
    const row = (
      await f.get<{ list: { submissionId: number; hold: CorrectionHold | null }[] }>(
        'corrector.second',
        C.getCorrectionQueue.path,
        { pageSize: 100 },
      )
    ).data.list.find((r) => r.submissionId === w.submissionId);
    expect(row?.hold).toMatchObject({ holderId: id.corrector, mine: false });

    // Only its holder lets it go.
    expect(expectOk(await release('corrector.second', w.submissionId))).toEqual({ released: false });
    expect(expectOk(await release('corrector', w.submissionId))).toEqual({ released: true });
    expect(expectOk(await hold('corrector.second', w.submissionId)).hold.holderId).toBe(id.second);

    // A hold whose time has gone is nobody's.
    await f.t.db
      .update(submissions)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(submissions.id, w.submissionId));
    expect((await detailOf('corrector', w.submissionId)).hold).toBeNull();
    expect(expectOk(await hold('corrector', w.submissionId)).hold.holderId).toBe(id.corrector);
  });

  it('is won by exactly one of two correctors asking at once', async () => {
    const w = await work82();
    const replies = await Promise.all([hold('corrector', w.submissionId), hold('corrector.second', w.submissionId)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await f.t.db
      .select({ heldBy: submissions.heldBy })
      .from(submissions)
      .where(eq(submissions.id, w.submissionId));
    const winner = replies.find((r) => r.status === 200)?.data?.hold.holderId;
    expect(row?.heldBy).toBe(winner);
  });
});

describe('saving', () => {
  it('refuses a save without the hold, or under another’s hold, with 409; nothing is written', async () => {
    const w = await work82();
    const input = {
      submissionId: w.submissionId,
      version: 0,
      answers: [{ questionId: w.shortIds[0] ?? 0, points: 5 }],
    };
    const before = await stateOf(w.submissionId);
    expect(expectConflict(await save('corrector', input), /^You do not hold this submission/)).toEqual({ hold: null });
    expectOk(await hold('corrector.second', w.submissionId));
    const data = expectConflict(await save('corrector', input), /^第二位批改老师 is grading this submission/);
    expect(data).toMatchObject({ hold: { holderId: id.second, holderName: '第二位批改老师', mine: false } });
    expect(await stateOf(w.submissionId)).toEqual(before);
  });

  it('refuses bad input with 400 naming it, and writes nothing', async () => {
    const w = await work82({ shorts: 2, photo: true });
    const [withPhoto = 0, plain = 0] = w.shortIds;
    expectOk(await hold('corrector', w.submissionId));
    const before = await stateOf(w.submissionId);
    const bad = async (answer: Record<string, unknown>, msg: RegExp, extra: Record<string, unknown>[] = []) => {
      expectError(
        await save('corrector', {
          submissionId: w.submissionId,
          version: 0,
          answers: [{ questionId: plain, points: 5 }, ...extra, answer] as SaveCorrectionInput['answers'],
        }),
        400,
        msg,
      );
    };
    await bad({ questionId: withPhoto, points: 10.5 }, /^answers\.1\.points: at most 10$/);
    await bad({ questionId: withPhoto, points: -1 }, /^answers\.1\.points: must be 0 or more$/);
    await bad({ questionId: withPhoto, points: 2.3 }, /^answers\.1\.points: must be a whole or half point$/);
    await bad({ questionId: withPhoto, points: '5' }, /^answers\.1\.points: /);
    await bad({ questionId: withPhoto, points: Number.NaN }, /^answers\.1\.points: /);
    await bad({ questionId: withPhoto }, /^answers\.1\.points: /);
    await bad({ questionId: withPhoto, points: 5, comment: 'x'.repeat(2001) }, /^answers\.1\.comment: /);
    await bad({ questionId: withPhoto, points: 5, comment: 'a\u0000' }, /^answers\.1\.comment: /);
    // Not an answer of the submission, an answer graded automatically, the same answer twice.
    await bad({ questionId: 999_999, points: 5 }, /^answers: question 999999 is not an answer a person grades/);
    await bad({ questionId: w.blankIds[0], points: 5 }, new RegExp(`^answers: question ${w.blankIds[0]} is not`));
    await bad({ questionId: plain, points: 6 }, new RegExp(`^answers: question ${plain} is given twice$`));
    // Malformed marks.
    const mark = (m: Record<string, unknown>) => ({ questionId: withPhoto, points: 5, marks: [m] });
    await bad(mark({ kind: 'circle', color: 'red', points: [[0.5, 0.5]] }), /^answers\.1\.marks\.0\.kind: must be pen/);
    await bad(mark({ kind: 'pen', color: 'pink', points: [[0.5, 0.5]] }), /^answers\.1\.marks\.0\.color: /);
    await bad(
      mark({ kind: 'pen', color: 'red', points: [[0.5, 1.5]] }),
      /^answers\.1\.marks\.0\.points\.0\.1: must be 0 to 1$/,
    );
    await bad(mark({ kind: 'pen', color: 'red', points: [] }), /^answers\.1\.marks\.0\.points: needs a point$/);
    await bad(mark({ kind: 'pen', color: 'red', points: [[0.5]] }), /^answers\.1\.marks\.0\.points\.0/);
    await bad(
      mark({
        kind: 'tick',
        color: 'green',
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
        ],
      }),
      /^answers\.1\.marks\.0\.points: a tick or a cross is one point$/,
    );
    await bad(mark({ kind: 'pen', color: 'red', points: 'M0 0' }), /^answers\.1\.marks\.0\.points: /);
    await bad(
      {
        questionId: withPhoto,
        points: 5,
        marks: Array.from({ length: 301 }, () => ({ kind: 'tick', color: 'red', points: [[0, 0]] })),
      },
      /^answers\.1\.marks: at most 300 marks$/,
    );
    // Marks go on a photo: an answer without one has none to mark.
    expectError(
      await save('corrector', {
        submissionId: w.submissionId,
        version: 0,
        answers: [{ questionId: plain, points: 5, marks: [{ kind: 'tick', color: 'green', points: [[0.5, 0.5]] }] }],
      }),
      400,
      new RegExp(`^answers: question ${plain} has no photo to mark$`),
    );
    expectError(
      await save('corrector', { submissionId: w.submissionId, version: 0, answers: [] }),
      400,
      /^answers: needs an answer$/,
    );
    expectError(
      await save('corrector', {
        submissionId: w.submissionId,
        version: -1,
        answers: [{ questionId: plain, points: 1 }],
      }),
      400,
      /^version: /,
    );
    expect(await stateOf(w.submissionId)).toEqual(before);
  });

  it('grades answer by answer; the submission is graded with its score when none waits', async () => {
    const w = await work82({ shorts: 2, blanks: 1, photo: true });
    const [withPhoto = 0, plain = 0] = w.shortIds;
    const taken = expectOk(await hold('corrector', w.submissionId));
    const marks = [
      {
        kind: 'pen' as const,
        color: 'red' as const,
        points: [
          [0.1, 0.2],
          [0.3, 0.4],
          [0.5, 0.4],
        ] as [number, number][],
      },
      { kind: 'tick' as const, color: 'green' as const, points: [[0.8, 0.1]] as [number, number][] },
    ];
    const first = expectOk(
      await save('corrector', {
        submissionId: w.submissionId,
        version: taken.version,
        answers: [{ questionId: withPhoto, points: 7.5, comment: '  步骤完整。\r\n最后一步再检查。  ', marks }],
      }),
    );
    expect(first).toEqual({ version: 1, state: 'submitted', correctionState: 'waiting', score: null, waiting: 1 });
    const half = await detailOf('corrector', w.submissionId);
    const graded = half.items.find((i) => i.questionId === withPhoto);
    expect(graded).toMatchObject({ outcome: 'partial', credit: 0.75, byPerson: true });
    expect(graded?.correction).toMatchObject({
      points: 7.5,
      comment: '步骤完整。\n最后一步再检查。',
      marks,
      correctedBy: { id: id.corrector, name: '孙丽' },
    });
    expect(half).toMatchObject({ version: 1, correctionState: 'waiting' });
    // Still in the queue, one answer graded.
    const queued = await f.get<{ list: { submissionId: number; waiting: number; corrected: number }[] }>(
      'corrector',
      C.getCorrectionQueue.path,
      { pageSize: 100 },
    );
    expect(queued.data.list.find((r) => r.submissionId === w.submissionId)).toMatchObject({ waiting: 1, corrected: 1 });

    const second = expectOk(
      await save('corrector', {
        submissionId: w.submissionId,
        version: 1,
        answers: [{ questionId: plain, points: 0 }],
      }),
    );
    // Credits 0.75, 0 and the blank's 1: (0.75 + 0 + 1) / 3 = 58.3 (one decimal, as the submit scores).
    expect(second).toEqual({ version: 2, state: 'graded', correctionState: 'corrected', score: 58.3, waiting: 0 });
    const [row] = await f.t.db.select().from(submissions).where(eq(submissions.id, w.submissionId));
    expect(row).toMatchObject({ state: 'graded', score: 58.3, version: 2 });
    expect(row?.gradedAt).not.toBeNull();
    const [zero] = await f.t.db
      .select({ outcome: answers.outcome, credit: answers.credit })
      .from(answers)
      .where(eq(answers.questionId, plain));
    expect(zero).toEqual({ outcome: 'wrong', credit: 0 });

    // A re-grade scores it again; the time it was graded stays.
    const again = expectOk(
      await save('corrector', {
        submissionId: w.submissionId,
        version: 2,
        answers: [{ questionId: plain, points: 10 }],
      }),
    );
    expect(again).toEqual({ version: 3, state: 'graded', correctionState: 'corrected', score: 91.7, waiting: 0 });
    const [after] = await f.t.db.select().from(submissions).where(eq(submissions.id, w.submissionId));
    expect(after?.gradedAt).toEqual(row?.gradedAt);

    // The audit keeps counts, never the comment.
    const entries = (await f.audits('submission.correct')).filter((e) => e.targetId === w.submissionId);
    expect(entries).toHaveLength(3);
    expect(entries.at(-1)).toMatchObject({
      actorId: id.corrector,
      targetType: 'submission',
      after: { version: 1, answers: 1, marks: 2, points: 7.5, waiting: 1, graded: false, score: null },
    });
    expect(JSON.stringify(entries)).not.toContain('步骤');

    // The student's report, its teacher's and the corrector's page show the grade.
    const report = expectOk(
      await f.get<LessonReport>('xunuo', api.learning.getLessonReport.path, { lessonId: w.lessonId }),
    );
    expect(report.submission).toMatchObject({ state: 'graded', score: 91.7 });
    expect(report.items.find((i) => i.questionId === withPhoto)?.correction).toMatchObject({ points: 7.5, marks });
    expect(report.items.find((i) => i.questionId === plain)?.correction).toMatchObject({ points: 10, comment: '' });
    expect(report.items.find((i) => i.questionId === w.blankIds[0])?.correction).toBeNull();
    expect(report.photoUrls[w.photo ?? '']).toBeTruthy();
    const teacherView = expectOk(
      await f.get<LessonReport>('teacher', api.learning.getStudentReport.path, {
        studentId: id.xunuo ?? 0,
        lessonId: w.lessonId,
      }),
    );
    expect(teacherView.items.find((i) => i.questionId === withPhoto)?.correction?.correctedBy?.name).toBe('孙丽');
  });

  it('refuses a stale version with 409 and overwrites nothing', async () => {
    const w = await work82({ shorts: 2 });
    const [a = 0, b = 0] = w.shortIds;
    expectOk(await hold('corrector', w.submissionId));
    expectOk(
      await save('corrector', { submissionId: w.submissionId, version: 0, answers: [{ questionId: a, points: 4 }] }),
    );
    const before = await stateOf(w.submissionId);
    // A page that read version 0 before that save.
    expectConflict(
      await save('corrector', { submissionId: w.submissionId, version: 0, answers: [{ questionId: a, points: 9 }] }),
      /^This submission was saved meanwhile/,
    );
    expectConflict(
      await save('corrector', { submissionId: w.submissionId, version: 7, answers: [{ questionId: b, points: 9 }] }),
      /^This submission was saved meanwhile/,
    );
    expect(await stateOf(w.submissionId)).toEqual(before);
    expect(before.rows.find((r) => r.q === a)?.points).toBe(4);
  });

  it('lets exactly one of two racing saves from the same version win', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await work82({ shorts: 1 });
      const [a = 0] = w.shortIds;
      expectOk(await hold('corrector', w.submissionId));
      const replies = await Promise.all([
        save('corrector', { submissionId: w.submissionId, version: 0, answers: [{ questionId: a, points: 3 }] }),
        save('corrector', { submissionId: w.submissionId, version: 0, answers: [{ questionId: a, points: 8 }] }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = replies.find((r) => r.status === 200);
      const lost = replies.find((r) => r.status === 409);
      expect(lost?.msg).toMatch(/^This submission was saved meanwhile/);
      const after = await stateOf(w.submissionId);
      expect(after.s).toMatchObject({ version: 1, state: 'graded' });
      // What is stored is the winner's.
      expect(after.s?.score).toBe(won?.data.score);
      expect((await f.audits('submission.correct')).filter((e) => e.targetId === w.submissionId)).toHaveLength(1);
    }
  });
});
