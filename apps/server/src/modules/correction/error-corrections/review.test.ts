/**
 * Error correction, the correction teacher's and the admin's side (issue 11 item 2): the list of the
 * corrections of the work a corrector reaches (pending first, oldest first; filters, sorts), one correction in
 * full, the review (accept: it counts toward the wrong-question book in the same transaction; return: with a
 * comment), stale and racing reviews, the scope (another corrector, another brand: 404 or absent; other roles
 * 403). The admin's overview and brand moves: overview.test.ts.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorCorrectionDetail,
  ErrorCorrections,
  ReviewErrorCorrectionInput,
  ReviewErrorCorrectionResult,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import { auditLog, errorCorrections, wrongQuestions } from '../../../db/schema';
import { recordOutcomes } from '../../learning';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../../org/test-fixtures';
import { newCorrector } from '../test-fixtures';
import { correctionOf, type WrongWork, wrongWork } from './test-fixtures';

const C = api.correction;
const HOUR = 3_600_000;

let f: SeededOrgFixture;
let class81 = 0;
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  for (const u of ['corrector', 'student', 'xunuo', 'lina', 'gaozimeng']) id[u] = await f.userId(u);
  id.unlinked = await newCorrector(f.t.db, 'corrector.unlinked', f.qiming, '未分配批改老师');
  id.acmeCorrector = await newCorrector(f.t.db, 'corrector.acme', f.acme, 'Acme corrector');
});
afterAll(() => f.t.close());

const listOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<ErrorCorrections>(who, C.getErrorCorrections.path, { pageSize: 100, ...params }));
const detailOf = (who: string, correctionId: number) =>
  f.get<ErrorCorrectionDetail>(who, C.getErrorCorrectionDetail.path, { id: correctionId });
const review = (who: string, input: ReviewErrorCorrectionInput | Record<string, unknown>) =>
  f.post<ReviewErrorCorrectionResult>(who, C.reviewErrorCorrection.path, input as never, { json: true });

/** Fresh wrong work of the demo student (linked to the corrector) in 八年级1班, with a pending correction. */
async function pendingOfStudent(o: { createdAt?: Date } = {}) {
  const work = await wrongWork(f.t, { studentId: id.student ?? 0, classId: class81 });
  return { work, ...(await correctionOf(f.t.db, work, o)) };
}

/** What a refused review must leave as it was: the correction, the book, the audit log. */
async function stateOf(correctionId: number) {
  const [row] = await f.t.db.select().from(errorCorrections).where(eq(errorCorrections.id, correctionId));
  const book = await f.t.db
    .select()
    .from(wrongQuestions)
    .where(eq(wrongQuestions.studentId, row?.studentId ?? 0));
  const audits = (await f.t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  return { row, book, audits };
}

describe('the demo data', () => {
  it('shows the demo corrector a correction of every state, pending first and oldest first', async () => {
    const list = await listOf('corrector');
    expect(list.list.map((r) => [r.student.username, r.lessonTitle.slice(0, 3), r.state])).toEqual([
      ['luoyiming', '1.2', 'pending'],
      ['xunuo', '2.2', 'pending'],
      ['wanghao', '2.1', 'returned'],
      ['gaozimeng', '1.1', 'accepted'],
    ]);
    expect(list.list.map((r) => r.hasPhoto)).toEqual([false, true, false, false]);
    expect(list.list[2]).toMatchObject({ questionType: 'short', originalOutcome: 'partial', outcome: 'pending' });
    expect(list.list[3]).toMatchObject({ outcome: 'correct', reviewedBy: { id: id.corrector, name: '孙丽' } });
    // The accepted one counts in gaozimeng's book: a right answer after the wrong one.
    const [entry] = await f.t.db
      .select()
      .from(wrongQuestions)
      .where(
        and(
          eq(wrongQuestions.studentId, id.gaozimeng ?? 0),
          eq(wrongQuestions.questionId, list.list[3]?.questionId ?? 0),
        ),
      );
    expect(entry).toMatchObject({ correctCount: 1, correctDays: 1 });

    const photo = expectOk(await detailOf('corrector', list.list[1]?.id ?? 0));
    const url = photo.photoUrls[photo.correction.photo ?? ''] ?? '';
    const opened = await f.t.app.inject({ url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    const returned = expectOk(await detailOf('corrector', list.list[2]?.id ?? 0));
    expect(returned.correction.reviewComment).toContain('±1');
    // The answer as handed in carries the person's grade and marks.
    expect(returned.original.correction).toMatchObject({ points: 8.5 });
  });
});

describe('lists', () => {
  it('filter by state, class, days and keyword, sort, and page', async () => {
    const c = await pendingOfStudent({ createdAt: new Date(Date.now() - 30 * 24 * HOUR) });
    const all = await listOf('corrector');
    // The oldest pending one comes first.
    expect(all.list[0]?.id).toBe(c.id);
    expect(all.list[0]).toMatchObject({ student: { username: 'student' }, className: '八年级1班', attempt: 1 });
    expect((await listOf('corrector', { state: 'pending' })).list.every((r) => r.state === 'pending')).toBe(true);
    expect((await listOf('corrector', { state: 'accepted' })).total).toBe(1);
    expect((await listOf('corrector', { classId: class81 })).list.map((r) => r.id)).toEqual([c.id]);
    expect((await listOf('corrector', { keyword: 'XUN' })).list.map((r) => r.student.username)).toEqual(['xunuo']);
    expect((await listOf('corrector', { keyword: '许' })).total).toBe(1);
    const day = all.list[0]?.createdAt.slice(0, 10) ?? '';
    expect((await listOf('corrector', { from: day, to: day })).list.map((r) => r.id)).toEqual([c.id]);
    const later = new Date(Date.parse(day) + 24 * HOUR).toISOString().slice(0, 10);
    expect((await listOf('corrector', { from: later })).list.map((r) => r.id)).not.toContain(c.id);
    const byName = (await listOf('corrector', { sort: 'name' })).list.map((r) => r.student.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await listOf('corrector', { sort: 'createdAt', order: 'desc', pageSize: 1 });
    expect(newest.list[0]?.student.username).toBe('xunuo');
    const paged = await listOf('corrector', { pageSize: 2, page: 3 });
    expect(paged).toMatchObject({ total: all.total, page: 3, pageSize: 2 });
    expect(paged.list).toHaveLength(all.total - 4);
  });

  it('refuse bad input with 400', async () => {
    const p = C.getErrorCorrections.path;
    expectError(await f.get('corrector', p, { sort: 'password' }), 400, /^sort: must be createdAt/);
    expectError(await f.get('corrector', p, { state: 'done' }), 400, /^state: must be pending, accepted or returned$/);
    expectError(await f.get('corrector', p, { from: '2026-02-30' }), 400, /^from: /);
    expectError(await f.get('corrector', p, { from: '2026-03-02', to: '2026-03-01' }), 400, /^to: must not be before/);
    expectError(await f.get('corrector', p, { classId: 'x' }), 400, /^classId: /);
    expectError(await f.get('corrector', p, { pageSize: 1000 }), 400, /^pageSize: /);
    expectError(await f.get('corrector', C.getErrorCorrectionDetail.path, { id: '1e1' }), 400, /^id: /);
  });
});

describe('scope', () => {
  it('reaches the linked students and the classes it corrects for, in its brand; nobody else', async () => {
    const c = await pendingOfStudent();
    // lina is in 八年级1班 too, but not linked to the corrector, which does not correct for that class.
    const theirs = await correctionOf(f.t.db, await wrongWork(f.t, { studentId: id.lina ?? 0, classId: class81 }));
    expect((await listOf('corrector')).list.map((r) => r.id)).not.toContain(theirs.id);
    expectError(await detailOf('corrector', theirs.id), 404, /^Error correction not found$/);
    expectError(
      await review('corrector', { id: theirs.id, decision: 'accept', updatedAt: theirs.updatedAt }),
      404,
      /^Error correction not found$/,
    );
    for (const who of ['corrector.unlinked', 'corrector.acme']) {
      expect((await listOf(who)).total).toBe(0);
      expectError(await detailOf(who, c.id), 404, /^Error correction not found$/);
      expectError(await review(who, { id: c.id, decision: 'accept', updatedAt: c.updatedAt }), 404);
    }
    for (const who of ['teacher', 'student', 'dl', 'admin', 'brandadmin', 'schooladmin']) {
      expectError(await f.get(who, C.getErrorCorrections.path), 403);
      expectError(await detailOf(who, c.id), 403);
      expectError(await review(who, { id: c.id, decision: 'accept', updatedAt: c.updatedAt }), 403);
    }
    expectError(await f.get(null, C.getErrorCorrections.path), 401);
    expectError(await detailOf('corrector', 999_999), 404);
    // A deleted student's corrections leave the pages.
    expectOk(await f.post('brandadmin', api.org.deleteUser.path, { id: id.lina } as never, { json: true }));
    const other = await newCorrector(f.t.db, 'corrector.class81', f.qiming);
    expectOk(
      await f.post('brandadmin', C.setClassCorrectors.path, { classId: class81, correctorIds: [other] } as never, {
        json: true,
      }),
    );
    const ofClass = (await listOf('corrector.class81')).list;
    expect(ofClass.map((r) => r.id)).toContain(c.id);
    expect(ofClass.every((r) => r.classId === class81 && r.student.username !== 'lina')).toBe(true);
    expectError(await detailOf('corrector.class81', theirs.id), 404);
  });
});

describe('one correction in full', () => {
  it('shows the question with its key, the answer as handed in, the redo and the earlier attempts', async () => {
    const work = await wrongWork(f.t, { studentId: id.student ?? 0, classId: class81 });
    const first = await correctionOf(f.t.db, work, {
      state: 'returned',
      reviewerId: id.corrector,
      createdAt: new Date(Date.now() - 2 * HOUR),
    });
    const second = await correctionOf(f.t.db, work, { attempt: 2 });
    const detail = expectOk(await detailOf('corrector', second.id));
    expect(detail).toMatchObject({
      id: second.id,
      updatedAt: second.updatedAt,
      student: { id: id.student, username: 'student' },
      class: { id: class81, name: '八年级1班' },
      submission: { id: work.submissionId, state: 'graded' },
      // The first exercise of the lesson, as the student saw it.
      questionNumber: 1,
      original: {
        questionId: work.wrongId,
        response: { blanks: ['3'] },
        outcome: 'wrong',
        key: { blanks: [['2']] },
        correction: null,
      },
      correction: { attempt: 2, state: 'pending', outcome: 'correct', response: { blanks: ['2'] } },
      earlier: [{ id: first.id, attempt: 1, state: 'returned', reviewComment: '再写一遍过程' }],
    });
    expect(detail.original.analysisHtml).toContain('解析');
    expect(detail.original.preview.stemHtml).toContain('1 + 1');
    // The first attempt's page has no earlier one.
    expect(expectOk(await detailOf('corrector', first.id)).earlier).toEqual([]);
  });

  it('names the pending corrections before and after it, in the list’s order', async () => {
    const pending = (await listOf('corrector', { state: 'pending' })).list;
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const middle = expectOk(await detailOf('corrector', pending[1]?.id ?? 0));
    expect(middle).toMatchObject({ previousId: pending[0]?.id, nextId: pending[2]?.id });
    expect(expectOk(await detailOf('corrector', pending[0]?.id ?? 0)).previousId).toBeNull();
    expect(expectOk(await detailOf('corrector', pending.at(-1)?.id ?? 0)).nextId).toBeNull();
  });
});

describe('the review', () => {
  /** The demo student's wrong answer, in its book (recorded as a hand-in records it), with a pending correction. */
  async function inTheBook(): Promise<{ work: WrongWork; id: number; updatedAt: string }> {
    const c = await pendingOfStudent();
    const at = new Date(Date.now() - 24 * HOUR);
    await recordOutcomes(f.t.db, [
      {
        studentId: id.student ?? 0,
        questionId: c.work.wrongId,
        outcome: 'wrong',
        response: { blanks: ['3'] },
        at,
        day: at.toISOString().slice(0, 10),
        source: { submissionId: c.work.submissionId },
      },
    ]);
    return c;
  }
  const bookEntry = async (questionId: number) =>
    (await f.t.db.select().from(wrongQuestions).where(eq(wrongQuestions.questionId, questionId)))[0];

  it('accepts: the correction counts toward the book, in one transaction with its audit entry', async () => {
    const c = await inTheBook();
    expect(await bookEntry(c.work.wrongId)).toMatchObject({ wrongCount: 1, correctCount: 0, correctDays: 0 });
    const done = expectOk(await review('corrector', { id: c.id, decision: 'accept', updatedAt: c.updatedAt }));
    expect(done).toMatchObject({ id: c.id, state: 'accepted' });
    expect(done.updatedAt).not.toBe(c.updatedAt);
    const [row] = await f.t.db.select().from(errorCorrections).where(eq(errorCorrections.id, c.id));
    expect(row).toMatchObject({ state: 'accepted', reviewComment: '', reviewedBy: id.corrector });
    expect(await bookEntry(c.work.wrongId)).toMatchObject({ wrongCount: 1, correctCount: 1, correctDays: 1 });
    const [entry] = (await f.audits('errorCorrection.accept')).filter((e) => e.targetId === c.id);
    expect(entry).toMatchObject({
      actorId: id.corrector,
      targetType: 'errorCorrection',
      after: { state: 'accepted', submissionId: c.work.submissionId, questionId: c.work.wrongId, attempt: 1 },
    });
    // The student reads it as accepted, and may not correct that answer again.
    const mine = await f.get<{ list: { id: number; state: string }[] }>(
      'student',
      api.review.getMyErrorCorrections.path,
      {
        submissionId: c.work.submissionId,
      },
    );
    expect(mine.data.list).toEqual([expect.objectContaining({ id: c.id, state: 'accepted' })]);
  });

  it('returns with a comment (plain text, required); the student sees it and tries again', async () => {
    const c = await inTheBook();
    const before = await stateOf(c.id);
    const bad = async (input: Record<string, unknown>, msg: RegExp) =>
      expectError(await review('corrector', { id: c.id, updatedAt: c.updatedAt, ...input }), 400, msg);
    await bad({ decision: 'return' }, /^comment: is required when returning a correction$/);
    await bad({ decision: 'return', comment: '  \n ' }, /^comment: is required when returning/);
    await bad({ decision: 'return', comment: 'x'.repeat(2001) }, /^comment: at most 2000 characters$/);
    await bad({ decision: 'return', comment: 'a\u0000' }, /^comment: /);
    await bad({ decision: 'maybe' }, /^decision: must be accept or return$/);
    await bad({ decision: 'accept', updatedAt: 'yesterday' }, /^updatedAt: must be a date and time$/);
    expectError(await review('corrector', { id: c.id, decision: 'accept' }), 400, /^updatedAt: /);
    expect(await stateOf(c.id)).toEqual(before);

    const done = expectOk(
      await review('corrector', {
        id: c.id,
        decision: 'return',
        updatedAt: c.updatedAt,
        comment: ' 过程不完整。\r\n<b>再写一遍</b> ',
      }),
    );
    expect(done.state).toBe('returned');
    const after = await stateOf(c.id);
    expect(after.row).toMatchObject({ state: 'returned', reviewComment: '过程不完整。\n<b>再写一遍</b>' });
    // Returning changes nothing in the book.
    expect(after.book).toEqual(before.book);
    const [entry] = (await f.audits('errorCorrection.return')).filter((e) => e.targetId === c.id);
    expect(entry?.after).toMatchObject({ state: 'returned', commentLength: 18 });
    expect(JSON.stringify(entry)).not.toContain('再写');

    const mine = await f.get<{ list: { id: number; state: string; reviewComment: string }[] }>(
      'student',
      api.review.getMyErrorCorrections.path,
      { submissionId: c.work.submissionId },
    );
    expect(mine.data.list[0]).toMatchObject({
      id: c.id,
      state: 'returned',
      reviewComment: '过程不完整。\n<b>再写一遍</b>',
    });
    const again = expectOk(
      await f.post<{ id: number; attempt: number }>(
        'student',
        api.review.submitErrorCorrection.path,
        {
          submissionId: c.work.submissionId,
          questionId: c.work.wrongId,
          response: { blanks: ['2'] },
          explanation: '写全了过程',
        } as never,
        { json: true },
      ),
    );
    expect(again.attempt).toBe(2);
    expect((await listOf('corrector', { state: 'pending' })).list.map((r) => r.id)).toContain(again.id);
  });

  it('refuses a stale or a second review with 409 and writes nothing', async () => {
    const c = await inTheBook();
    // The page read another version of it (a time it no longer has).
    const before = await stateOf(c.id);
    expectError(
      await review('corrector', { id: c.id, decision: 'accept', updatedAt: new Date().toISOString() }),
      409,
      /^This error correction changed meanwhile/,
    );
    expect(await stateOf(c.id)).toEqual(before);
    expectOk(await review('corrector', { id: c.id, decision: 'return', comment: '再想想', updatedAt: c.updatedAt }));
    const reviewed = await stateOf(c.id);
    expectError(
      await review('corrector', { id: c.id, decision: 'accept', updatedAt: c.updatedAt }),
      409,
      /^This error correction was reviewed meanwhile/,
    );
    expect(await stateOf(c.id)).toEqual(reviewed);
  });

  it('lets exactly one of two racing reviews win', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await inTheBook();
      const replies = await Promise.all([
        review('corrector', { id: c.id, decision: 'accept', updatedAt: c.updatedAt }),
        review('corrector', { id: c.id, decision: 'return', comment: '不对', updatedAt: c.updatedAt }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const won = replies.find((r) => r.status === 200);
      const after = await stateOf(c.id);
      expect(after.row?.state).toBe(won?.data.state);
      const audits = [
        ...(await f.audits('errorCorrection.accept')),
        ...(await f.audits('errorCorrection.return')),
      ].filter((e) => e.targetId === c.id);
      expect(audits).toHaveLength(1);
      const entry = await bookEntry(c.work.wrongId);
      expect(entry?.correctCount).toBe(won?.data.state === 'accepted' ? 1 : 0);
    }
  });
});
