/**
 * Homework correction (issue 11 item 1): the corrector's queue and list, one submission's page, the admin's
 * overview, and the classes a correction teacher corrects for. A corrector reaches the work of the students
 * linked to it and of the classes it corrects for, in its brand; anything else answers 404 like an unknown id.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassCorrector,
  CorrectionDetail,
  CorrectionOverview,
  CorrectionQueue,
  Corrections,
  LessonReport,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import { auditLog, classCorrectors, submissions, users } from '../../db/schema';
import { expectError, expectOk, type Params, SeededOrgFixture } from '../org/test-fixtures';
import { DEMO_PHOTO_NAMES } from './demo-photo';
import { handedInWork, newCorrector } from './test-fixtures';

const C = api.correction;
const DAY = 86_400_000;

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['corrector', 'student', 'wanghao', 'xunuo', 'teacher', 'lina']) id[u] = await f.userId(u);
  id.unlinked = await newCorrector(f.t.db, 'corrector.unlinked', f.qiming, '未分配批改老师');
  id.acmeCorrector = await newCorrector(f.t.db, 'corrector.acme', f.acme, 'Acme corrector');
});
afterAll(() => f.t.close());

const queueOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<CorrectionQueue>(who, C.getCorrectionQueue.path, params));
const listOf = async (who: string, params: Params = {}) =>
  expectOk(await f.get<Corrections>(who, C.getCorrections.path, { pageSize: 100, ...params }));
const detailOf = (who: string, submissionId: number) =>
  f.get<CorrectionDetail>(who, C.getCorrectionDetail.path, { submissionId });

describe('the demo data', () => {
  it("fills the demo corrector's queue, oldest due first, and its list with a corrected submission", async () => {
    const queue = await queueOf('corrector', { pageSize: 50 });
    // 八年级2班's short answers (the class it corrects for): 2.1 by hand-in time, then the homework 2.3 by due time.
    expect(queue.total).toBe(6);
    expect(queue.list.every((r) => r.state === 'waiting' && r.waiting === 1 && r.corrected === 0)).toBe(true);
    expect(queue.list.map((r) => `${r.student.username} ${r.lessonTitle.slice(0, 3)}`)).toEqual([
      'xunuo 2.1',
      'gaozimeng 2.1',
      'luoyiming 2.1',
      'wanghao 2.3',
      'xunuo 2.3',
      'gaozimeng 2.3',
    ]);
    const keys = queue.list.map((r) => r.dueAt ?? r.submittedAt);
    expect([...keys].sort()).toEqual(keys);
    expect(queue.list[3]?.dueAt).not.toBeNull();

    const all = await listOf('corrector');
    expect(all.total).toBe(7);
    const corrected = all.list.filter((r) => r.state === 'corrected');
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({
      student: { username: 'wanghao' },
      lessonTitle: '2.1 配方法',
      score: 95,
      waiting: 0,
      corrected: 1,
      correctedBy: { id: id.corrector },
    });
    // Newest hand-in first.
    const times = all.list.map((r) => r.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the corrected answer with its points, comment, marks and photo, to the corrector and the student', async () => {
    const row = (await listOf('corrector', { state: 'corrected' })).list[0];
    const detail = expectOk(await detailOf('corrector', row?.submissionId ?? 0));
    const graded = detail.items.find((i) => i.correction !== null);
    expect(graded).toMatchObject({ byPerson: true, outcome: 'partial', credit: 0.85 });
    expect(graded?.correction).toMatchObject({ points: 8.5, correctedBy: { id: id.corrector, name: '孙丽' } });
    expect(graded?.correction?.comment).toContain('± 号');
    expect(graded?.correction?.marks.map((m) => m.kind)).toEqual(['tick', 'pen', 'cross']);
    expect(graded?.response.photo).toBe(DEMO_PHOTO_NAMES[0]);
    const url = detail.photoUrls[DEMO_PHOTO_NAMES[0] ?? ''];
    expect(url).toBeTruthy();
    const photo = await f.t.app.inject({ url: url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const report = expectOk(
      await f.get<LessonReport>('wanghao', api.learning.getLessonReport.path, { lessonId: row?.lessonId ?? 0 }),
    );
    expect(report.submission).toMatchObject({ state: 'graded', score: 95 });
    const item = report.items.find((i) => i.questionId === graded?.questionId);
    expect(item?.correction).toEqual(graded?.correction);
    // The others have none.
    expect(report.items.filter((i) => i.correction === null)).toHaveLength(report.items.length - 1);
  });
});

describe('lists', () => {
  it('filters by keyword, class, lesson, state and days, and sorts', async () => {
    expect((await queueOf('corrector', { keyword: 'XUN' })).list.map((r) => r.student.username)).toEqual([
      'xunuo',
      'xunuo',
    ]);
    expect((await queueOf('corrector', { keyword: '许' })).total).toBe(2);
    expect((await queueOf('corrector', { keyword: 'nuo' })).total).toBe(0);
    expect((await listOf('corrector', { classId: class82 })).total).toBe(7);
    expect((await listOf('corrector', { classId: class81 })).total).toBe(0);
    const first = (await listOf('corrector')).list.at(-1);
    const ofLesson = await listOf('corrector', { lessonId: first?.lessonId ?? 0 });
    expect(ofLesson.list.every((r) => r.lessonId === first?.lessonId)).toBe(true);
    expect(ofLesson.total).toBe(4);
    expect((await listOf('corrector', { state: 'waiting' })).total).toBe(6);
    expect((await listOf('corrector', { state: 'corrected' })).total).toBe(1);

    // Days in UTC: the hand-in day of the oldest, alone.
    const day = first?.submittedAt.slice(0, 10) ?? '';
    const thatDay = await listOf('corrector', { from: day, to: day });
    expect(thatDay.list.every((r) => r.submittedAt.startsWith(day))).toBe(true);
    expect(thatDay.total).toBeGreaterThan(0);
    const later = new Date(Date.parse(day) + DAY).toISOString().slice(0, 10);
    expect((await listOf('corrector', { from: later })).list.some((r) => r.submittedAt.startsWith(day))).toBe(false);

    const byName = (await listOf('corrector', { sort: 'name' })).list.map((r) => r.student.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const oldest = await listOf('corrector', { sort: 'submittedAt', order: 'asc', pageSize: 1 });
    expect(oldest.list[0]?.submissionId).toBe(first?.submissionId);
    expect(oldest.total).toBe(7);
    const paged = await listOf('corrector', { pageSize: 3, page: 3 });
    expect(paged.list).toHaveLength(1);
    expect((await listOf('corrector', { sort: 'score' })).list[0]?.score).toBe(95);
  });

  it('refuses bad input with 400', async () => {
    expectError(await f.get('corrector', C.getCorrections.path, { sort: 'password' }), 400, /^sort: /);
    expectError(await f.get('corrector', C.getCorrections.path, { state: 'done' }), 400, /^state: /);
    expectError(await f.get('corrector', C.getCorrections.path, { from: '2026-02-30' }), 400, /^from: /);
    expectError(
      await f.get('corrector', C.getCorrections.path, { from: '2026-03-02', to: '2026-03-01' }),
      400,
      /^to: must not be before from/,
    );
    expectError(await f.get('corrector', C.getCorrections.path, { classId: 'x' }), 400, /^classId: /);
    expectError(await f.get('corrector', C.getCorrectionQueue.path, { pageSize: 1000 }), 400, /^pageSize: /);
    expectError(await f.get('corrector', C.getCorrectionDetail.path, { submissionId: '1e1' }), 400, /^submissionId: /);
    expectError(await f.get('corrector', C.getCorrections.path, { keyword: 'a\u0000b' }), 400, /^keyword: /);
  });
});

describe('scope', () => {
  it('answers the other roles 403 and nobody else the corrector’s work (404)', async () => {
    const row = (await queueOf('corrector')).list[0];
    const submissionId = row?.submissionId ?? 0;
    for (const who of ['teacher', 'student', 'dl', 'admin', 'brandadmin']) {
      expectError(await f.get(who, C.getCorrectionQueue.path), 403);
      expectError(await detailOf(who, submissionId), 403);
    }
    expectError(await f.get(null, C.getCorrectionQueue.path), 401);
    // A correction teacher of the brand with no student and no class, and one of another brand.
    for (const who of ['corrector.unlinked', 'corrector.acme']) {
      expect((await queueOf(who)).total).toBe(0);
      expect((await listOf(who)).total).toBe(0);
      expectError(await detailOf(who, submissionId), 404, /^Submission not found$/);
      expectError(await f.post(who, C.holdCorrection.path, { submissionId }, { json: true }), 404);
      expectError(await f.post(who, C.releaseCorrection.path, { submissionId }, { json: true }), 404);
      expectError(
        await f.post(
          who,
          C.saveCorrection.path,
          { submissionId, version: 0, answers: [{ questionId: 1, points: 1 }] } as never,
          { json: true },
        ),
        404,
      );
    }
    expectError(await detailOf('corrector', 999_999), 404, /^Submission not found$/);
  });

  it('reaches linked students in any class, and work that is not handed in or graded automatically not at all', async () => {
    // The demo student (linked) in 八年级1班, which the corrector does not correct for.
    const linked = await handedInWork(f.t, { studentId: id.student ?? 0, classId: class81 });
    // lina (not linked) in the same class.
    const other = await handedInWork(f.t, { studentId: id.lina ?? 0, classId: class81 });
    const ids = (await listOf('corrector')).list.map((r) => r.submissionId);
    expect(ids).toContain(linked.submissionId);
    expect(ids).not.toContain(other.submissionId);
    expectOk(await detailOf('corrector', linked.submissionId));
    expectError(await detailOf('corrector', other.submissionId), 404);
    // Work graded automatically (nobody corrected it), or not handed in, is no correction work.
    const [auto] = await f.t.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.studentId, id.student ?? 0))
      .orderBy(submissions.id)
      .limit(1);
    expectError(await detailOf('corrector', auto?.id ?? 0), 404);
    await f.t.db.update(submissions).set({ state: 'in_progress' }).where(eq(submissions.id, linked.submissionId));
    expectError(await detailOf('corrector', linked.submissionId), 404);
    expect((await listOf('corrector')).list.map((r) => r.submissionId)).not.toContain(linked.submissionId);
    await f.t.db.update(submissions).set({ state: 'submitted' }).where(eq(submissions.id, linked.submissionId));
  });
});

describe('the page of one submission', () => {
  it('gives the items in order with what a person grades, the hold and the neighbours in the queue', async () => {
    const queue = (await queueOf('corrector', { pageSize: 50 })).list;
    const second = queue[1];
    const detail = expectOk(await detailOf('corrector', second?.submissionId ?? 0));
    expect(detail).toMatchObject({
      submissionId: second?.submissionId,
      version: 0,
      state: 'submitted',
      correctionState: 'waiting',
      student: second?.student,
      class: { id: class82, name: '八年级2班' },
      score: null,
      hold: null,
      previousId: queue[0]?.submissionId,
      nextId: queue[2]?.submissionId,
    });
    expect(detail.items.map((i) => i.sort)).toEqual([...detail.items.map((i) => i.sort)].sort((a, b) => a - b));
    const byPerson = detail.items.filter((i) => i.byPerson);
    expect(byPerson).toHaveLength(1);
    expect(byPerson[0]).toMatchObject({ outcome: 'pending', correction: null, preview: { type: 'short' } });
    expect(byPerson[0]?.key.textHtml).not.toBe('');
    expect(detail.items.filter((i) => !i.byPerson).every((i) => i.outcome !== 'pending')).toBe(true);

    const firstOne = expectOk(await detailOf('corrector', queue[0]?.submissionId ?? 0));
    expect(firstOne.previousId).toBeNull();
    const last = expectOk(await detailOf('corrector', queue.at(-1)?.submissionId ?? 0));
    expect(last.nextId).toBeNull();
    expect(last.previousId).toBe(queue.at(-2)?.submissionId);
    // A corrected one sits where its due time puts it: 2.1 was handed in before the other 2.1s.
    const corrected = (await listOf('corrector', { state: 'corrected' })).list[0];
    const done = expectOk(await detailOf('corrector', corrected?.submissionId ?? 0));
    expect(done).toMatchObject({ correctionState: 'corrected', previousId: null, nextId: queue[0]?.submissionId });
  });
});

describe('the classes a correction teacher corrects for', () => {
  it('are set by organization admins in their scope: the corrector then reaches the class', async () => {
    const work = await handedInWork(f.t, { studentId: id.lina ?? 0, classId: class81 });
    expectError(await detailOf('corrector.unlinked', work.submissionId), 404);
    const set = (who: string, correctorIds: number[], classId = class81) =>
      f.post<{ correctors: ClassCorrector[] }>(who, C.setClassCorrectors.path, { classId, correctorIds } as never, {
        json: true,
      });
    const audits = async () => (await f.t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
    const rows = async () => (await f.t.db.select({ n: count() }).from(classCorrectors))[0]?.n ?? 0;

    const before = { audits: await audits(), rows: await rows() };
    // Not correction teachers of the class's brand: a teacher, acme's corrector, an unknown id (nothing written).
    for (const bad of [id.teacher ?? 0, id.acmeCorrector ?? 0, 999_999]) {
      expectError(await set('brandadmin', [id.unlinked ?? 0, bad]), 400, new RegExp(`^correctorIds: user ${bad} `));
    }
    expectError(
      await set(
        'brandadmin',
        Array.from({ length: 21 }, (_, i) => i + 1),
      ),
      400,
      /^correctorIds: /,
    );
    // Another school's admin does not reach the class; teachers and correctors may not set it.
    expectError(await set('zhoulei', [id.unlinked ?? 0]), 404, /^Class not found$/);
    expectError(await set('teacher', [id.unlinked ?? 0]), 403);
    expectError(await set('corrector', [id.corrector ?? 0]), 403);
    expect({ audits: await audits(), rows: await rows() }).toEqual(before);

    const got = expectOk(await set('schooladmin', [id.unlinked ?? 0, id.unlinked ?? 0]));
    expect(got.correctors.map((c) => c.username)).toEqual(['corrector.unlinked']);
    expect(await audits()).toBe(before.audits + 1);
    const [entry] = await f.audits('class.correctors.set');
    expect(entry).toMatchObject({ targetType: 'class', targetId: class81, after: { correctorIds: [id.unlinked] } });
    // The same list again changes nothing.
    expectOk(await set('schooladmin', [id.unlinked ?? 0]));
    expect(await audits()).toBe(before.audits + 1);
    for (const who of ['admin', 'brandadmin', 'schooladmin']) {
      const list = expectOk(await f.get<ClassCorrector[]>(who, C.getClassCorrectors.path, { classId: class81 }));
      expect(list.map((c) => c.id)).toEqual([id.unlinked]);
    }
    expectError(await f.get('zhoulei', C.getClassCorrectors.path, { classId: class81 }), 404);
    expectError(await f.get('corrector', C.getClassCorrectors.path, { classId: class81 }), 403);

    // It now reaches the class's work, not the other class's.
    expectOk(await detailOf('corrector.unlinked', work.submissionId));
    const reached = await listOf('corrector.unlinked');
    expect(reached.list.every((r) => r.classId === class81)).toBe(true);
    expect(reached.list.map((r) => r.submissionId)).toContain(work.submissionId);

    expectOk(await set('admin', []));
    expectError(await detailOf('corrector.unlinked', work.submissionId), 404);
    expect((await listOf('corrector.unlinked')).total).toBe(0);
  });

  it('are dropped when the corrector is deleted', async () => {
    const gone = await newCorrector(f.t.db, 'corrector.gone', f.qiming);
    expectOk(
      await f.post('brandadmin', C.setClassCorrectors.path, { classId: class81, correctorIds: [gone] } as never, {
        json: true,
      }),
    );
    expectOk(await f.post('brandadmin', api.org.deleteUser.path, { id: gone } as never, { json: true }));
    expect(await f.t.db.select().from(classCorrectors).where(eq(classCorrectors.correctorId, gone))).toEqual([]);
  });
});

describe("the admin's overview", () => {
  it("shows every brand's work with who corrects it and how long it waits", async () => {
    const over = expectOk(await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { pageSize: 100 }));
    const waiting = over.list.filter((r) => r.state === 'waiting');
    expect(over).toMatchObject({ waitingTotal: waiting.length, waitingCapped: false });
    expect(over.total).toBe(over.list.length);
    const oldest = Math.min(...waiting.map((r) => Date.parse(r.submittedAt)));
    expect(over.longestWaitMs).toBeGreaterThanOrEqual(Date.now() - oldest - 60_000);
    expect(over.longestWaitMs).toBeLessThanOrEqual(Date.now() - oldest + 60_000);
    const demo = over.list.find((r) => r.state === 'corrected' && r.student.username === 'wanghao');
    expect(demo).toMatchObject({ brandName: expect.stringContaining('启明'), correctors: [{ id: id.corrector }] });
    // Corrected: from hand-in to the grade (the demo graded it 14 hours later).
    expect(demo?.waitedMs).toBe(14 * 3_600_000);
    expect(waiting.every((r) => r.waitedMs > 0)).toBe(true);
    // lina's work in 八年级1班: nobody corrects it.
    expect(over.list.some((r) => r.student.username === 'lina' && r.correctors.length === 0)).toBe(true);

    // Searched by a student's name (the named students' work is read on its own): the same rows and figures.
    const named = over.list.filter((r) => r.student.username.startsWith('wang') || r.student.name.startsWith('wang'));
    expect(named.length).toBeGreaterThan(0);
    const searched = expectOk(
      await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { keyword: 'WANG', pageSize: 100 }),
    );
    expect(searched.list.map((r) => r.submissionId)).toEqual(named.map((r) => r.submissionId));
    const namedWaiting = named.filter((r) => r.state === 'waiting');
    expect(searched).toMatchObject({ total: named.length, waitingTotal: namedWaiting.length, waitingCapped: false });
    expect(searched.longestWaitMs === null).toBe(namedWaiting.length === 0);
    const past = expectOk(
      await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { keyword: 'WANG', page: 99 }),
    );
    expect(past).toMatchObject({ list: [], total: named.length, waitingTotal: namedWaiting.length });
    const none = expectOk(await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { keyword: 'zzzq' }));
    expect(none).toMatchObject({ total: 0, waitingTotal: 0, longestWaitMs: null, list: [] });

    const acme = expectOk(await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { brandId: f.acme }));
    expect(acme).toMatchObject({ total: 0, waitingTotal: 0, longestWaitMs: null });
    const done = expectOk(
      await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { state: 'corrected' }),
    );
    expect(done).toMatchObject({ waitingTotal: 0, longestWaitMs: null });
    expect(done.list.every((r) => r.state === 'corrected')).toBe(true);
    const waitedLongest = expectOk(
      await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { sort: 'waited', pageSize: 1 }),
    );
    const longest = [...over.list].sort((a, b) => b.waitedMs - a.waitedMs)[0];
    expect(waitedLongest.list[0]?.submissionId).toBe(longest?.submissionId);
    for (const who of ['brandadmin', 'schooladmin', 'corrector', 'teacher']) {
      expectError(await f.get(who, C.getCorrectionOverview.path), 403);
    }
  });

  it("leaves a deleted student's work out of the list and of its figures", async () => {
    const figures = async () => {
      const o = expectOk(await f.get<CorrectionOverview>('admin', C.getCorrectionOverview.path, { pageSize: 100 }));
      return { total: o.total, waitingTotal: o.waitingTotal, ids: o.list.map((r) => r.submissionId) };
    };
    const before = await figures();
    const [student] = await f.t.db
      .insert(users)
      .values({ username: 'gone.student', name: '将删除的学生', passwordHash: '', roleType: 1, brandId: f.qiming })
      .returning({ id: users.id });
    const work = await handedInWork(f.t, { studentId: student?.id ?? 0, classId: class82, shorts: 1 });
    const withWork = await figures();
    expect(withWork).toMatchObject({ total: before.total + 1, waitingTotal: before.waitingTotal + 1 });
    expect(withWork.ids).toContain(work.submissionId);
    await f.t.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, student?.id ?? 0));
    expect(await figures()).toEqual(before);
  });
});

describe('a school moved to another brand', () => {
  it("takes its classes away from the old brand's correction teachers", async () => {
    const river = await f.classId('滨江双语学校', '七年级1班');
    expectOk(
      await f.post('admin', C.setClassCorrectors.path, { classId: river, correctorIds: [id.corrector ?? 0] } as never, {
        json: true,
      }),
    );
    expectOk(
      await f.post('admin', api.org.bindBrandSchools.path, { brandId: f.acme, schoolIds: [f.riverside] } as never, {
        json: true,
      }),
    );
    expect(await f.t.db.select().from(classCorrectors).where(eq(classCorrectors.classId, river))).toEqual([]);
    expect((await listOf('corrector')).list.every((r) => r.classId !== river)).toBe(true);
  });
});
