/**
 * Share links, the maker's side (issue 11 item 5): who may share what, bad input writing nothing, the maker's
 * list, and withdrawing a link (its maker or an organization admin in scope; a colleague 403, anyone else 404).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevokeShareLinkResult, ShareLinkRow, ShareLinks } from '@edu/shared';
import { api } from '@edu/shared/api';
import { auditLog, shareLinks, submissions } from '../../../db/schema';
import { handedInWork, type HandedInWork, newCorrector } from '../../correction/test-fixtures';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../../org/test-fixtures';
import { released } from './test-fixtures';

const R = api.report;
let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};
/** Work of the demo student in 八年级1班 (the demo teacher's class; the demo corrector is linked to the student). */
let work: HandedInWork;

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['teacher', 'student', 'corrector', 'huangjie', 'chenjing', 'wanghao']) id[u] = await f.userId(u);
  id.unlinked = await newCorrector(f.t.db, 'corrector.unlinked', f.qiming);
  work = await handedInWork(f.t, { studentId: id.student ?? 0, classId: class81, photo: true });
  await released(f.t.db, class81, work.lessonId);
});
afterAll(() => f.t.close());

const make = (who: string | null, input: Params) =>
  f.post<ShareLinkRow>(who, R.createShareLink.path, input, { json: true });
const revoke = (who: string, linkId: number) =>
  f.post<RevokeShareLinkResult>(who, R.revokeShareLink.path, { id: linkId }, { json: true });
const studentReport = () => ({
  kind: 'student_report',
  studentId: id.student ?? 0,
  classId: class81,
  lessonId: work.lessonId,
});
const classReport = () => ({ kind: 'class_report', classId: class81, lessonId: work.lessonId });
const answer = () => ({ kind: 'answer', submissionId: work.submissionId, questionId: work.shortIds[0] ?? 0 });

async function written() {
  const [links] = await f.t.db.select({ n: count() }).from(shareLinks);
  const [audits] = await f.t.db.select({ n: count() }).from(auditLog);
  return { links: links?.n, audits: audits?.n };
}

describe('making a link', () => {
  it('a teacher shares its class report, a student report and an answer; each is audited without its token', async () => {
    const before = Date.now();
    const rows = [
      expectOk(await make('teacher', { ...classReport(), expiresInDays: 7 })),
      expectOk(await make('teacher', { ...studentReport(), expiresInDays: 1 })),
      expectOk(await make('teacher', { ...answer(), expiresInDays: 30 })),
    ];
    expect(rows.map((r) => [r.kind, r.state, r.address?.split('?')[0]])).toEqual([
      ['class_report', 'active', '/reportDetaTo'],
      ['student_report', 'active', '/reportDeta'],
      ['answer', 'active', '/AnswerDetail'],
    ]);
    for (const [row, days] of [
      [rows[0], 7],
      [rows[1], 1],
      [rows[2], 30],
    ] as const) {
      const expires = Date.parse(row?.expiresAt ?? '');
      expect(expires).toBeGreaterThanOrEqual(before + days * 86_400_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + days * 86_400_000);
      expect(row?.address).toMatch(/\?token=\d+\.[A-Za-z0-9_-]{43}$/);
      expect(row).toMatchObject({ openedCount: 0, lastOpenedAt: null, revokedAt: null });
    }
    // What each names, stored whole: the class and lesson of every kind, the student and the submission of two.
    expect(rows[1]).toMatchObject({
      target: { studentId: id.student, classId: class81, lessonId: work.lessonId, submissionId: work.submissionId },
      className: '八年级1班',
      studentName: '张伟',
    });
    expect(rows[2]?.target).toMatchObject({ submissionId: work.submissionId, questionId: work.shortIds[0] });
    const audits = await f.audits('shareLink.create');
    expect(audits.slice(0, 3).map((a) => a.targetId)).toEqual(rows.map((r) => r.id).reverse());
    for (const a of audits) expect(JSON.stringify(a)).not.toContain('token');
    expect(audits[0]).toMatchObject({
      targetType: 'shareLink',
      actorId: id.teacher,
      brandId: f.qiming,
      schoolId: f.no1,
    });
  });

  it('a correction teacher shares the answers and student reports of work it reaches, no class report', async () => {
    expect(expectOk(await make('corrector', { ...answer(), expiresInDays: 7 })).kind).toBe('answer');
    expect(expectOk(await make('corrector', { ...studentReport(), expiresInDays: 7 })).kind).toBe('student_report');
    const before = await written();
    expectError(await make('corrector', { ...classReport(), expiresInDays: 7 }), 403, /answers and student reports/);
    // A corrector who reaches nothing finds nothing, like an unknown id.
    expectError(await make('corrector.unlinked', { ...answer(), expiresInDays: 7 }), 404, /not found/);
    expectError(await make('corrector.unlinked', { ...studentReport(), expiresInDays: 7 }), 404, /not found/);
    expect(await written()).toEqual(before);
  });

  it('another teacher, another brand and other roles share nothing of it, and write nothing', async () => {
    const before = await written();
    for (const input of [classReport(), studentReport(), answer()]) {
      for (const who of ['chenjing', 'acme-teacher']) expectError(await make(who, { ...input, expiresInDays: 7 }), 404);
      for (const who of ['student', 'schooladmin', 'brandadmin', 'admin', 'dl', 'consultant']) {
        expectError(await make(who, { ...input, expiresInDays: 7 }), 403);
      }
      expectError(await make(null, { ...input, expiresInDays: 7 }), 401);
    }
    expect(await written()).toEqual(before);
  });

  it('the target must exist and be handed in', async () => {
    const inProgress = await handedInWork(f.t, { studentId: id.student ?? 0, classId: class81 });
    await f.t.db.update(submissions).set({ state: 'in_progress' }).where(eq(submissions.id, inProgress.submissionId));
    const before = await written();
    const cases: Params[] = [
      { kind: 'class_report', classId: class81, lessonId: inProgress.lessonId },
      { kind: 'student_report', studentId: id.student ?? 0, classId: class81, lessonId: inProgress.lessonId },
      { kind: 'answer', submissionId: inProgress.submissionId, questionId: inProgress.shortIds[0] ?? 0 },
      // Another student's report in this class, and a question the submission has no answer to.
      { kind: 'student_report', studentId: id.wanghao ?? 0, classId: class81, lessonId: work.lessonId },
      { kind: 'answer', submissionId: work.submissionId, questionId: inProgress.shortIds[0] ?? 0 },
      { kind: 'class_report', classId: class82, lessonId: work.lessonId },
      { kind: 'answer', submissionId: 2_000_000_000, questionId: 1 },
    ];
    for (const input of cases) expectError(await make('teacher', { ...input, expiresInDays: 7 }), 404, /not found/);
    expect(await written()).toEqual(before);
  });

  it('bad input is refused with 400 naming the field, and writes nothing', async () => {
    const before = await written();
    const cases: [Params, RegExp][] = [
      [{ classId: class81, lessonId: work.lessonId, expiresInDays: 7 }, /^kind: /],
      [{ ...classReport(), kind: 'lesson', expiresInDays: 7 }, /^kind: must be student_report, class_report or answer/],
      [{ kind: 'class_report', classId: class81, expiresInDays: 7 }, /^lessonId: is required/],
      [{ ...answer(), studentId: id.student ?? 0, expiresInDays: 7 }, /^studentId: is not part of this kind of link/],
      [{ ...classReport(), expiresInDays: 0 }, /^expiresInDays: /],
      [{ ...classReport(), expiresInDays: 31 }, /^expiresInDays: /],
      [{ ...classReport(), expiresInDays: 'soon' }, /^expiresInDays: /],
      [{ ...classReport() }, /^expiresInDays: /],
      [{ ...classReport(), classId: '0x10', expiresInDays: 7 }, /^classId: must be a positive integer id/],
    ];
    for (const [input, msg] of cases) expectError(await make('teacher', input), 400, msg);
    // In the caller's language.
    const zh = await f.t.app.inject({
      method: 'POST',
      url: R.createShareLink.path,
      headers: { ...(await f.as('teacher')).headers, 'accept-language': 'zh' },
      payload: { ...answer(), classId: class81, expiresInDays: 7 },
    });
    expect(zh.json<{ msg: string }>().msg).toBe('classId: 不属于这种链接');
    expect(await written()).toEqual(before);
  });
});

describe('the maker’s links', () => {
  it('lists only its own, newest first, narrowed to a target, with their state', async () => {
    const mine = expectOk(await f.get<ShareLinks>('teacher', R.getShareLinks.path, { pageSize: 100 }));
    expect(mine.list.length).toBeGreaterThanOrEqual(3);
    expect(mine.list.every((l) => l.state === 'active' && l.address !== null)).toBe(true);
    const times = mine.list.map((l) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const ids = mine.list.map((l) => l.id);
    for (const l of mine.list) {
      const [row] = await f.t.db.select({ by: shareLinks.createdBy }).from(shareLinks).where(eq(shareLinks.id, l.id));
      expect(row?.by).toBe(id.teacher);
    }

    const ofAnswer = expectOk(
      await f.get<ShareLinks>('teacher', R.getShareLinks.path, {
        kind: 'answer',
        submissionId: work.submissionId,
        questionId: work.shortIds[0] ?? 0,
      }),
    );
    expect(ofAnswer.total).toBe(1);
    expect(ofAnswer.list[0]).toMatchObject({ kind: 'answer', lessonTitle: expect.stringMatching(/^批改练习/) });
    const ofClass = expectOk(
      await f.get<ShareLinks>('teacher', R.getShareLinks.path, {
        kind: 'class_report',
        classId: class81,
        lessonId: work.lessonId,
      }),
    );
    expect(ofClass.list.map((l) => l.kind)).toEqual(['class_report']);

    // The corrector's own links only; another teacher has none of these.
    const theirs = expectOk(await f.get<ShareLinks>('corrector', R.getShareLinks.path, { pageSize: 100 }));
    expect(theirs.list.some((l) => ids.includes(l.id))).toBe(false);
    expect(expectOk(await f.get<ShareLinks>('chenjing', R.getShareLinks.path)).total).toBe(0);
    expectError(await f.get('student', R.getShareLinks.path), 403);
    expectError(await f.get('teacher', R.getShareLinks.path, { state: 'open' }), 400, /^state: /);
  });
});

describe('withdrawing a link', () => {
  it('only its maker or an admin in scope: a colleague 403, anyone else 404; once, audited', async () => {
    const link = expectOk(await make('teacher', { ...answer(), expiresInDays: 7 }));
    const before = await written();
    // huangjie teaches 八年级1班 too, the corrector reaches the work: they see it, but it is not theirs.
    for (const who of ['huangjie', 'corrector']) expectError(await revoke(who, link.id), 403, /Only the person/);
    for (const who of ['chenjing', 'acme-teacher', 'zhoulei', 'corrector.unlinked']) {
      expectError(await revoke(who, link.id), 404, /Share link not found/);
    }
    for (const who of ['student', 'dl', 'consultant']) expectError(await revoke(who, link.id), 403);
    expectError(await revoke('teacher', 2_000_000_000), 404);
    expectError(await f.post('teacher', R.revokeShareLink.path, { id: 'x' }, { json: true }), 400, /^id: /);
    expect(await written()).toEqual(before);

    const done = expectOk(await revoke('teacher', link.id));
    expect(done).toMatchObject({ revoked: true, link: { id: link.id, state: 'revoked', address: null } });
    const again = expectOk(await revoke('teacher', link.id));
    expect(again.revoked).toBe(false);
    const audits = await f.audits('shareLink.revoke');
    expect(audits.filter((a) => a.targetId === link.id)).toHaveLength(1);
    const revokedList = expectOk(await f.get<ShareLinks>('teacher', R.getShareLinks.path, { state: 'revoked' }));
    expect(revokedList.list.map((l) => l.id)).toContain(link.id);
  });

  it('an organization admin withdraws the links of its scope', async () => {
    for (const who of ['schooladmin', 'brandadmin', 'admin']) {
      const link = expectOk(await make('teacher', { ...studentReport(), expiresInDays: 7 }));
      expect(expectOk(await revoke(who, link.id))).toMatchObject({ revoked: true, link: { state: 'revoked' } });
      const [row] = await f.t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
      expect(row?.revokedBy).toBe(await f.userId(who));
    }
    const link = expectOk(await make('teacher', { ...studentReport(), expiresInDays: 7 }));
    expectError(await f.post(null, R.revokeShareLink.path, { id: link.id }, { json: true }), 401);
    expectError(await revoke('zhoulei', link.id), 404);
  });
});
