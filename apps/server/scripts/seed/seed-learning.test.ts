import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassProgress, MyHomework, MyLessonRow, StudentLesson } from '@edu/shared';
import { api } from '@edu/shared/api';
import { expectOk, SeededOrgFixture } from '../../src/modules/org/test-fixtures';

/** Issue 10 item 8: on a fresh start the demo student and teacher find their own work in the loop's pages. */
const L = api.learning;
const DAY_MS = 86_400_000;

let f: SeededOrgFixture;
beforeAll(async () => {
  f = await SeededOrgFixture.open();
});
afterAll(() => f.t.close());

describe('demo learning data', () => {
  it('gives the demo student two graded fractions lessons and a third, its homework, half done', async () => {
    const mine = expectOk(
      await f.get<{ list: MyLessonRow[] }>('student', L.getMyLessons.path, { page: 1, pageSize: 50 }),
    );
    const byTitle = new Map(mine.list.map((r) => [r.title, r]));
    expect([...byTitle.keys()].sort()).toEqual(['15.1 分式', '15.2 分式的运算', '15.3 分式方程']);
    expect(byTitle.get('15.1 分式')).toMatchObject({ state: 'graded', score: 66.7, late: false, dueAt: null });
    expect(byTitle.get('15.2 分式的运算')).toMatchObject({ state: 'graded', score: 100, late: false });
    expect(byTitle.get('15.2 分式的运算')?.dueAt).not.toBeNull();
    const third = byTitle.get('15.3 分式方程');
    expect(third).toMatchObject({ state: 'in_progress', score: null });
    const due = Date.parse(third?.dueAt ?? '') - Date.now();
    expect(due).toBeGreaterThan(2 * DAY_MS);
    expect(due).toBeLessThan(4 * DAY_MS);

    // The half-done lesson opens with its saved answers (and never the key).
    const lesson = expectOk(
      await f.get<StudentLesson>('student', L.getStudentLesson.path, { lessonId: third?.lessonId ?? 0 }),
    );
    expect(lesson.exercises).toHaveLength(3);
    expect(lesson.answers).toHaveLength(2);
    expect(lesson.homework?.note).toBe('解完记得检验。');

    // Its homework: the third to do; the second handed in on time.
    const homework = expectOk(await f.get<MyHomework>('student', L.getMyHomework.path, { page: 1, pageSize: 50 }));
    expect(homework.list.map((r) => [r.title, r.state, r.late, r.overdue])).toEqual(
      expect.arrayContaining([
        ['15.3 分式方程', 'in_progress', false, false],
        ['15.2 分式的运算', 'graded', false, false],
      ]),
    );
  });

  it("shows the demo teacher the class's grid: who is late, who is missing homework", async () => {
    const class81 = await f.classId('启明第一中学', '八年级1班');
    const grid = expectOk(
      await f.get<ClassProgress>('teacher', L.getClassProgress.path, { classId: class81, pageSize: 50 }),
    );
    expect(grid.lessons.map((l) => l.title)).toEqual(['15.1 分式', '15.2 分式的运算', '15.3 分式方程']);
    const row = (u: string) => grid.list.find((r) => r.username === u);
    expect(row('student')).toMatchObject({ done: 2 });
    expect(row('lina')).toMatchObject({ done: 3, average: 100 });
    expect(row('hesiyuan')?.cells.find((c) => c.lessonId === grid.lessons[1]?.lessonId)?.late).toBe(true);
    expect(row('fengzixuan')?.cells.map((c) => c.lessonId)).toEqual([grid.lessons[0]?.lessonId]);
  });
});
