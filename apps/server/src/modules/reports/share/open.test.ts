/**
 * The public report pages' endpoints (issue 11 item 5): a token opens exactly its report without a session,
 * counts the opening and says noindex; a tampered, unknown, expired or withdrawn token, or one of another page,
 * opens nothing and says why; bare ids are refused; the photos of a shared answer open while the link does;
 * each endpoint is rate-limited per client IP.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedAnswer, SharedClassReport, SharedStudentReport, ShareLinkRow } from '@edu/shared';
import { api } from '@edu/shared/api';
import { answers, classes, lessonEvaluations, submissions } from '../../../db/schema';
import { createTestApp } from '../../../test/harness';
import { handedInWork, type HandedInWork } from '../../correction/test-fixtures';
import { expectOk, type Params, qs, SeededOrgFixture } from '../../org/test-fixtures';
import { sharedPhotoUrls } from './open';
import { linkRow, linkWith, released, tokenOf } from './test-fixtures';

const R = api.report;
let f: SeededOrgFixture;
let class81 = 0;
const id: Record<string, number> = {};
let work: HandedInWork;
const token: Record<'student' | 'class' | 'answer', string> = { student: '', class: '', answer: '' };
const linkId: Record<'student' | 'class' | 'answer', number> = { student: 0, class: 0, answer: 0 };

/** Every call of a test from an address of its own: the rate limit counts per client IP. */
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Answer<T> {
  status: number;
  body: { code: number; msg: string; data: T };
  raw: string;
  headers: Record<string, string | string[] | number | undefined>;
}

async function open<T>(url: string, params: Params, o: { ip?: string; lang?: string } = {}): Promise<Answer<T>> {
  const res = await f.t.app.inject({
    url: `${url}?${qs(params)}`,
    remoteAddress: o.ip ?? freshIp(),
    headers: o.lang ? { 'accept-language': o.lang } : {},
  });
  return { status: res.statusCode, body: res.json(), raw: res.body, headers: res.headers };
}

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  for (const u of ['teacher', 'student', 'corrector', 'lina']) id[u] = await f.userId(u);
  work = await handedInWork(f.t, { studentId: id.student ?? 0, classId: class81, photo: true, shorts: 2 });
  // The corrector grades the photo answer: points, a comment, a mark; its name must not reach the public pages.
  const [first] = work.shortIds;
  await f.t.db
    .update(answers)
    .set({
      points: 7.5,
      comment: '步骤清楚',
      marks: [{ kind: 'tick', color: 'red', points: [[0.5, 0.5]] }],
      correctedBy: id.corrector,
      correctedAt: new Date(),
    })
    .where(and(eq(answers.submissionId, work.submissionId), eq(answers.questionId, first ?? 0)));
  await released(f.t.db, class81, work.lessonId);
  // The teacher's after-class comment for the student: shown to the family, without the teacher's name.
  const [klass] = await f.t.db.select().from(classes).where(eq(classes.id, class81));
  await f.t.db.insert(lessonEvaluations).values({
    studentId: id.student ?? 0,
    classId: class81,
    schoolId: klass?.schoolId ?? 0,
    brandId: klass?.brandId ?? 0,
    lessonId: work.lessonId,
    comment: '继续加油，步骤要写完整',
    authorId: id.teacher,
  });
  // Lina hands the lesson in too: the class report counts her, and shows her name nowhere.
  const [cls] = await f.t.db.select().from(classes).where(eq(classes.id, class81));
  const [lina] = await f.t.db
    .insert(submissions)
    .values({
      studentId: id.lina ?? 0,
      classId: class81,
      schoolId: cls?.schoolId ?? 0,
      brandId: cls?.brandId ?? 0,
      lessonId: work.lessonId,
      state: 'submitted',
      submittedAt: new Date(),
    })
    .returning({ id: submissions.id });
  await f.t.db.insert(answers).values([
    ...work.shortIds.map((questionId) => ({
      submissionId: lina?.id ?? 0,
      questionId,
      response: { text: '不会' },
      outcome: 'pending',
      credit: 0,
    })),
    ...work.blankIds.map((questionId) => ({
      submissionId: lina?.id ?? 0,
      questionId,
      response: { blanks: ['3'] },
      outcome: 'wrong',
      credit: 0,
    })),
  ]);
  const make = async (input: Params) =>
    expectOk(
      await f.post<ShareLinkRow>('teacher', R.createShareLink.path, { ...input, expiresInDays: 7 }, { json: true }),
    );
  const s = await make({
    kind: 'student_report',
    studentId: id.student ?? 0,
    classId: class81,
    lessonId: work.lessonId,
  });
  const c = await make({ kind: 'class_report', classId: class81, lessonId: work.lessonId });
  const a = await make({ kind: 'answer', submissionId: work.submissionId, questionId: first ?? 0 });
  token.student = tokenOf(s.address);
  token.class = tokenOf(c.address);
  token.answer = tokenOf(a.address);
  linkId.student = s.id;
  linkId.class = c.id;
  linkId.answer = a.id;
});
afterAll(() => f.t.close());

describe('a valid link', () => {
  it("opens a student's report without a session: its name and class, the answers, no teacher's name", async () => {
    const res = await open<SharedStudentReport>(R.getSharedStudentReport.path, { token: token.student });
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data;
    expect(data).toMatchObject({ brandName: expect.any(String), student: { name: '张伟' }, className: '八年级1班' });
    expect(data.report.items.map((i) => i.questionId)).toEqual([...work.shortIds, ...work.blankIds]);
    expect(data.evaluation).toMatchObject({ comment: '继续加油，步骤要写完整', updatedAt: expect.any(String) });
    expect(data.evaluation).not.toHaveProperty('author');
    const graded = data.report.items[0]?.correction;
    expect(graded).toMatchObject({ points: 7.5, comment: '步骤清楚', correctedBy: null });
    expect(graded?.marks).toHaveLength(1);
    // No teacher's, corrector's or other student's name anywhere in the answer.
    for (const name of ['王芳', '孙丽', '黄杰', '李娜', 'corrector', 'teacher']) expect(res.raw).not.toContain(name);
    // Its photo through an address made for the link, which opens without a session.
    const url = data.report.photoUrls[work.photo ?? ''] ?? '';
    expect(url).toMatch(/^\/openapi\/report\/sharedPhoto\?link=\d+&name=.+&exp=\d+&sig=/);
    const photo = await f.t.app.inject({ url, remoteAddress: freshIp() });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it("opens a class's report: aggregates only, no student's name", async () => {
    const res = await open<SharedClassReport>(R.getSharedClassReport.path, { token: token.class });
    expect(res.status).toBe(200);
    const { report } = res.body.data;
    expect(report).not.toHaveProperty('students');
    expect(report.summary.submitted).toBe(2);
    expect(report.questions.map((q) => q.questionId)).toEqual([...work.shortIds, ...work.blankIds]);
    for (const name of ['张伟', '李娜', '"lina"', '王芳']) expect(res.raw).not.toContain(name);
  });

  it('opens one answer with its marks and photo, no names at all', async () => {
    const res = await open<SharedAnswer>(R.getSharedAnswer.path, { token: token.answer });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      n: 1,
      item: { questionId: work.shortIds[0], correction: { points: 7.5, correctedBy: null } },
    });
    expect(data.lesson.title).toMatch(/^批改练习/);
    expect(Object.keys(data.photoUrls)).toEqual([work.photo]);
    expect(res.raw).not.toContain('张伟');
    expect(res.raw).not.toContain('孙丽');
    const photo = await f.t.app.inject({ url: data.photoUrls[work.photo ?? ''] ?? '', remoteAddress: freshIp() });
    expect(photo.statusCode).toBe(200);
  });

  it('counts every opening', async () => {
    const before = await linkRow(f.t.db, linkId.answer);
    await open(R.getSharedAnswer.path, { token: token.answer });
    await open(R.getSharedAnswer.path, { token: token.answer });
    const after = await linkRow(f.t.db, linkId.answer);
    expect(after?.openedCount).toBe((before?.openedCount ?? 0) + 2);
    expect(after?.lastOpenedAt).not.toBeNull();
    // Photos are not openings; the maker's list shows the count.
    const list = expectOk(
      await f.get<{ list: ShareLinkRow[] }>('teacher', R.getShareLinks.path, { kind: 'answer', pageSize: 100 }),
    );
    expect(list.list.find((l) => l.id === linkId.answer)?.openedCount).toBe(after?.openedCount);
  });
});

describe('the demo link', () => {
  it("is the demo teacher's, and opens wanghao's corrected report with the marks on its photo", async () => {
    const links = expectOk(
      await f.get<{ list: ShareLinkRow[] }>('teacher', R.getShareLinks.path, {
        kind: 'student_report',
        studentId: await f.userId('wanghao'),
        pageSize: 100,
      }),
    );
    expect(links.list).toHaveLength(1);
    const demo = links.list[0];
    expect(demo).toMatchObject({ state: 'active', studentName: '王浩', className: '八年级2班' });
    const res = await open<SharedStudentReport>(R.getSharedStudentReport.path, { token: tokenOf(demo?.address ?? '') });
    expect(res.status).toBe(200);
    const corrected = res.body.data.report.items.find((i) => i.correction !== null);
    expect(corrected?.correction).toMatchObject({ points: 8.5, correctedBy: null });
    expect(corrected?.correction?.marks.length).toBeGreaterThan(0);
    const photo = corrected?.response.photo ?? '';
    const url = res.body.data.report.photoUrls[photo] ?? '';
    expect((await f.t.app.inject({ url, remoteAddress: freshIp() })).statusCode).toBe(200);
  });
});

describe('a link that opens nothing', () => {
  const reasonOf = (a: Answer<unknown>) => ({ status: a.status, code: a.body.code, data: a.body.data });

  it('tampered, unknown, or of another page: 404 "not valid", nothing counted', async () => {
    const before = await linkRow(f.t.db, linkId.student);
    const t = token.student;
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const bad = [
      flip(t, t.length - 1),
      flip(t, t.indexOf('.') + 1),
      `${Number(t.split('.')[0]) + 1}.${t.split('.')[1]}`,
      t.slice(0, -1),
      `${t}x`,
      t.toUpperCase(),
      `2000000000.${t.split('.')[1]}`,
      'not-a-token',
    ];
    for (const b of bad) {
      const res = await open(R.getSharedStudentReport.path, { token: b });
      expect(reasonOf(res), b).toEqual({ status: 404, code: 404, data: { reason: 'invalid' } });
      expect(res.body.msg).toBe('This link is not valid');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // A valid token of another kind opens nothing on this page.
    for (const [url, tok] of [
      [R.getSharedStudentReport.path, token.answer],
      [R.getSharedAnswer.path, token.class],
      [R.getSharedClassReport.path, token.student],
    ] as const) {
      expect(reasonOf(await open(url, { token: tok }))).toEqual({
        status: 404,
        code: 404,
        data: { reason: 'invalid' },
      });
    }
    expect((await linkRow(f.t.db, linkId.student))?.openedCount).toBe(before?.openedCount);
    const zh = await open(R.getSharedStudentReport.path, { token: bad[0] ?? '' }, { lang: 'zh' });
    expect(zh.body.msg).toBe('此链接无效');
  });

  it('bare ids are refused: no token is 400, an id for a token is not valid', async () => {
    const bare: Params[] = [{ submissionId: work.submissionId }, { id: linkId.student }, { token: '' }];
    for (const params of bare) {
      const res = await open(R.getSharedStudentReport.path, params);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^token: /);
    }
    const res = await open(R.getSharedStudentReport.path, { token: String(linkId.student) });
    expect(reasonOf(res)).toEqual({ status: 404, code: 404, data: { reason: 'invalid' } });
  });

  it('expired: 410 saying so, no data but the reason', async () => {
    const expired = await linkWith(f.t.db, {
      kind: 'student_report',
      brandId: f.qiming,
      createdBy: id.teacher ?? 0,
      expiresAt: new Date(Date.now() - 60_000),
      classId: class81,
      lessonId: work.lessonId,
      studentId: id.student ?? 0,
      submissionId: work.submissionId,
    });
    const res = await open(R.getSharedStudentReport.path, { token: expired.token });
    expect(reasonOf(res)).toEqual({ status: 410, code: 410, data: { reason: 'expired' } });
    expect(res.body.msg).toBe('This link has expired');
    expect((await open(R.getSharedStudentReport.path, { token: expired.token }, { lang: 'ja' })).body.msg).toBe(
      'このリンクは有効期限が切れています',
    );
    // The same link a minute from its end opens (the token is this row's: only time decides).
    const live = await linkWith(f.t.db, {
      kind: 'student_report',
      brandId: f.qiming,
      createdBy: id.teacher ?? 0,
      expiresAt: new Date(Date.now() + 60_000),
      classId: class81,
      lessonId: work.lessonId,
      studentId: id.student ?? 0,
      submissionId: work.submissionId,
    });
    expect((await open(R.getSharedStudentReport.path, { token: live.token })).status).toBe(200);
  });

  it('withdrawn: 410 saying so; its photo stops with it', async () => {
    const page = await open<SharedAnswer>(R.getSharedAnswer.path, { token: token.answer });
    const photoUrl = page.body.data.photoUrls[work.photo ?? ''] ?? '';
    expect((await f.t.app.inject({ url: photoUrl, remoteAddress: freshIp() })).statusCode).toBe(200);
    expectOk(await f.post('teacher', R.revokeShareLink.path, { id: linkId.answer }, { json: true }));
    const res = await open(R.getSharedAnswer.path, { token: token.answer });
    expect(reasonOf(res)).toEqual({ status: 410, code: 410, data: { reason: 'revoked' } });
    expect(res.body.msg).toBe('This link was withdrawn by the person who shared it');
    const photo = await f.t.app.inject({ url: photoUrl, remoteAddress: freshIp() });
    expect(photo.statusCode).toBe(410);
    expect(photo.json()).toMatchObject({ code: 410, data: { reason: 'revoked' } });
  });

  it('photo addresses open only what their link shows, with their own signature', async () => {
    const report = await open<SharedStudentReport>(R.getSharedStudentReport.path, { token: token.student });
    const url = report.body.data.report.photoUrls[work.photo ?? ''] ?? '';
    const tampered = url.replace(/sig=([A-Za-z0-9_-])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await f.t.app.inject({ url: tampered, remoteAddress: freshIp() })).statusCode).toBe(404);
    const otherExp = url.replace(/exp=(\d+)/, (_m, n: string) => `exp=${Number(n) + 1}`);
    expect((await f.t.app.inject({ url: otherExp, remoteAddress: freshIp() })).statusCode).toBe(404);
    // Another student's photo, signed for this link, is not this link's to show.
    const other = await handedInWork(f.t, { studentId: id.lina ?? 0, classId: class81, photo: true });
    const link = await linkRow(f.t.db, linkId.student);
    if (!link) throw new Error('no link');
    const foreign = (await sharedPhotoUrls(f.t.db, link, [other.photo ?? '']))[other.photo ?? ''] ?? '';
    expect((await f.t.app.inject({ url: foreign, remoteAddress: freshIp() })).statusCode).toBe(404);
    // The class report's link has no photos.
    const classLink = await linkRow(f.t.db, linkId.class);
    if (!classLink) throw new Error('no link');
    const none = (await sharedPhotoUrls(f.t.db, classLink, [work.photo ?? '']))[work.photo ?? ''] ?? '';
    expect((await f.t.app.inject({ url: none, remoteAddress: freshIp() })).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 past the limit per client IP and endpoint, in the envelope with Retry-After', async () => {
    const ip = '10.88.0.1';
    const limit = f.t.config.shareRatePerMinute;
    for (let i = 0; i < limit; i++) {
      const res = await open(R.getSharedClassReport.path, { token: token.class }, { ip });
      expect(res.status, `call ${i + 1}`).toBe(200);
    }
    const refused = await open(R.getSharedClassReport.path, { token: token.class }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect(refused.body.msg).toMatch(/please wait a minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await open(R.getSharedClassReport.path, { token: token.class }, { ip, lang: 'zh' })).body.msg).toBe(
      '查看分享报告的请求过多，请稍等一分钟后再试',
    );
    // A tampered token counts too (guessing is what the limit slows down).
    expect((await open(R.getSharedClassReport.path, { token: 'x' }, { ip })).status).toBe(429);
    // Another address, and another endpoint from the same address, are not held back.
    expect((await open(R.getSharedClassReport.path, { token: token.class }, { ip: '10.88.0.2' })).status).toBe(200);
    expect((await open(R.getSharedStudentReport.path, { token: token.student }, { ip })).status).toBe(200);
    // The maker's endpoints are not rate-limited.
    expect((await f.get('teacher', R.getShareLinks.path)).status).toBe(200);
  });
});

describe('the console’s HTML for the public pages', () => {
  it('says noindex, nofollow; other pages do not', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-share-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const t = await createTestApp({ seed: false, config: { webDist: dist } });
    try {
      for (const page of ['/reportDeta', '/reportDetaTo', '/AnswerDetail']) {
        const res = await t.app.inject({ url: `${page}?token=1.abc` });
        expect(res.statusCode, page).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['x-robots-tag'], page).toBe('noindex, nofollow');
      }
      const other = await t.app.inject({ url: '/dashboard' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['x-robots-tag']).toBeUndefined();
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
