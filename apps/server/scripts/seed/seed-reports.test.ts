import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassLessonReports,
  LessonEvaluations,
  LessonReport,
  MyMastery,
  MyReports,
  MyScoreTrend,
} from '@edu/shared';
import { api } from '@edu/shared/api';
import { expectOk, SeededOrgFixture } from '../../src/modules/org/test-fixtures';

/** Issue 11 item 4: on a fresh start the demo student's report center has history, the teacher's reports and comments. */
const R = api.report;

let f: SeededOrgFixture;
beforeAll(async () => {
  f = await SeededOrgFixture.open();
});
afterAll(() => f.t.close());

describe('demo reports', () => {
  it('gives the demo student six graded lessons over five weeks, four of them in its class before the move', async () => {
    const mine = expectOk(await f.get<MyReports>('student', R.getMyReports.path, { pageSize: 50 }));
    expect(mine.list.map((r) => [r.lessonTitle, r.className, r.score, r.open])).toEqual([
      ['15.2 分式的运算', '八年级1班', 100, true],
      ['15.1 分式', '八年级1班', 66.7, true],
      ['复习四 一次函数', '八年级2班', 66.7, false],
      ['复习三 根的判别式', '八年级2班', 66.7, false],
      ['复习二 一元二次方程的解法', '八年级2班', 33.3, false],
      ['复习一 二次根式的化简与运算', '八年级2班', 100, false],
    ]);
    // Its reports open from the center even where the lesson is locked for it now.
    const report = expectOk(
      await f.get<LessonReport>('student', api.learning.getLessonReport.path, {
        lessonId: mine.list[5]?.lessonId ?? 0,
      }),
    );
    expect(report.items).toHaveLength(3);
    const trend = expectOk(await f.get<MyScoreTrend>('student', R.getMyScoreTrend.path, { range: '90d' }));
    expect(trend.points.map((p) => p.score)).toEqual([100, 33.3, 66.7, 66.7, 66.7, 100]);
    const mastery = expectOk(await f.get<MyMastery>('student', R.getMyMastery.path));
    expect(mastery.points.length).toBeGreaterThanOrEqual(5);
    expect(new Set(mastery.points.map((p) => p.level)).size).toBe(3);
  });

  it("leaves 八年级2班's class figures to its students of now", async () => {
    const class82 = await f.classId('启明第一中学', '八年级2班');
    const list = expectOk(
      await f.get<ClassLessonReports>('teacher', R.getClassLessonReports.path, { classId: class82, pageSize: 50 }),
    );
    expect(list.total).toBe(6);
    expect(list.list.every((r) => r.students === 4 && r.submitted <= 4)).toBe(true);
  });

  it("shows the demo teacher's comments on 2.1 for 八年级2班 and on 15.2 for 八年级1班", async () => {
    const class82 = await f.classId('启明第一中学', '八年级2班');
    const list = expectOk(
      await f.get<ClassLessonReports>('teacher', R.getClassLessonReports.path, { classId: class82, keyword: '2.1' }),
    );
    const lessonId = list.list[0]?.lessonId ?? 0;
    const page = expectOk(
      await f.get<LessonEvaluations>('teacher', R.getLessonEvaluations.path, { classId: class82, lessonId }),
    );
    const commented = page.list.filter((r) => r.comment !== '').map((r) => r.username);
    expect(commented.sort()).toEqual(['gaozimeng', 'wanghao', 'xunuo']);
    expect(page.list.find((r) => r.username === 'wanghao')).toMatchObject({ author: { name: '王芳' } });
    expect(page.list.find((r) => r.username === 'wanghao')?.mastery.length).toBeGreaterThan(0);
  });
});
