/**
 * The photos of handwritten work a correction teacher may open (issue 11 item 1): those of the work it
 * reaches (a student linked to it, a class it corrects for), through addresses made for it; nobody else's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionDetail } from '@edu/shared';
import { api } from '@edu/shared/api';
import { classCorrectors } from '../../db/schema';
import { photoUrlsFor } from '../learning';
import { expectOk, SeededOrgFixture } from '../org/test-fixtures';
import { type HandedInWork, handedInWork, newCorrector } from './test-fixtures';

let f: SeededOrgFixture;
let class81 = 0;
let class82 = 0;
const id: Record<string, number> = {};

beforeAll(async () => {
  f = await SeededOrgFixture.open();
  class81 = await f.classId('启明第一中学', '八年级1班');
  class82 = await f.classId('启明第一中学', '八年级2班');
  for (const u of ['corrector', 'student', 'xunuo', 'teacher']) id[u] = await f.userId(u);
  // A corrector of the brand who corrects for 八年级2班, and one who reaches nothing.
  id.second = await newCorrector(f.t.db, 'corrector.second', f.qiming, '第二位批改老师');
  id.unlinked = await newCorrector(f.t.db, 'corrector.unlinked', f.qiming, '未分配批改老师');
  await f.t.db.insert(classCorrectors).values({ classId: class82, correctorId: id.second ?? 0, brandId: f.qiming });
});
afterAll(() => f.t.close());

const detailOf = async (who: string, submissionId: number) =>
  expectOk(await f.get<CorrectionDetail>(who, api.correction.getCorrectionDetail.path, { submissionId }));

/** Fresh work of a student of 八年级2班. */
const work82 = (o: Partial<Parameters<typeof handedInWork>[1]> = {}) =>
  handedInWork(f.t, { studentId: id.xunuo ?? 0, classId: class82, ...o });

describe('photos', () => {
  let w: HandedInWork;
  beforeAll(async () => {
    w = await work82({ photo: true });
  });

  it('open for a corrector who corrects for the class, not for one who reaches nothing', async () => {
    // corrector.second reaches the work only through the class (it is linked to no student).
    const detail = await detailOf('corrector.second', w.submissionId);
    const url = detail.photoUrls[w.photo ?? ''] ?? '';
    expect(url).toContain(`uid=${id.second}`);
    const opened = await f.t.app.inject({ url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');

    // An address made for a corrector who does not reach the work opens nothing (and its page is 404).
    const forUnlinked = (await photoUrlsFor(f.t.db, id.unlinked ?? 0, [w.photo ?? '']))[w.photo ?? ''] ?? '';
    expect((await f.t.app.inject({ url: forUnlinked })).statusCode).toBe(404);
    // Nor once the class is no longer its.
    await f.t.db.delete(classCorrectors).where(eq(classCorrectors.correctorId, id.second ?? 0));
    expect((await f.t.app.inject({ url })).statusCode).toBe(404);
    await f.t.db.insert(classCorrectors).values({ classId: class82, correctorId: id.second ?? 0, brandId: f.qiming });
    expect((await f.t.app.inject({ url })).statusCode).toBe(200);
  });

  it('open for the student, its teacher and a corrector linked to it, as before', async () => {
    // The demo student is linked to the corrector; its work in 八年级1班 (a class the corrector does not correct for).
    const mine = await handedInWork(f.t, { studentId: id.student ?? 0, classId: class81, photo: true });
    const detail = await detailOf('corrector', mine.submissionId);
    expect((await f.t.app.inject({ url: detail.photoUrls[mine.photo ?? ''] ?? '' })).statusCode).toBe(200);
    for (const reader of [id.student, id.teacher]) {
      const url = (await photoUrlsFor(f.t.db, reader ?? 0, [mine.photo ?? '']))[mine.photo ?? ''] ?? '';
      expect((await f.t.app.inject({ url })).statusCode).toBe(200);
    }
    const url = (await photoUrlsFor(f.t.db, id.second ?? 0, [mine.photo ?? '']))[mine.photo ?? ''] ?? '';
    expect((await f.t.app.inject({ url })).statusCode).toBe(404);
  });
});
