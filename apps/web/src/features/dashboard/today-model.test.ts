import { describe, expect, it } from 'vitest';
import {
  absoluteTime,
  browserTimeZone,
  dueStateOf,
  moreOf,
  nothingToDo,
  orderTodo,
  relativeTime,
  todayPaths,
} from './today-model';

const HOUR = 3_600_000;
const NOW = new Date(2026, 2, 9, 10, 0).getTime();
const at = (ms: number) => new Date(ms).toISOString();

describe('the to-do model', () => {
  it('builds the addresses of the pages a to-do opens', () => {
    expect(todayPaths.prepare(3, 17)).toBe('/TeaCourse/prepara?lessonId=17&classId=3');
    expect(todayPaths.lockUp(3)).toBe('/lockUp/index?classId=3');
    expect(todayPaths.classDetail(3)).toBe('/myClass/myClassDetail?classId=3');
    expect(todayPaths.lesson(17)).toBe('/stuLesson/stuLessonDetail?lessonId=17');
  });

  it('tells overdue, later today, soon and later apart', () => {
    expect(dueStateOf(at(NOW - 1), NOW)).toBe('overdue');
    expect(dueStateOf(at(NOW), NOW)).toBe('overdue');
    expect(dueStateOf(at(NOW + 5 * HOUR), NOW)).toBe('today');
    expect(dueStateOf(at(NOW + 20 * HOUR), NOW)).toBe('soon');
    expect(dueStateOf(at(NOW + 72 * HOUR), NOW)).toBe('later');
  });

  it('says a moment relative to now, past or future, in the language', () => {
    expect(relativeTime(at(NOW + 5 * HOUR), NOW, 'en')).toBe('in 5 hours');
    expect(relativeTime(at(NOW - 30 * 60_000), NOW, 'en')).toBe('30 minutes ago');
    expect(relativeTime(at(NOW - 3 * 24 * HOUR), NOW, 'en')).toBe('3 days ago');
    expect(relativeTime(at(NOW + 24 * HOUR), NOW, 'en')).toBe('tomorrow');
    // 30 hours from 22:00 is two calendar days on.
    const late = new Date(2026, 2, 9, 22, 0).getTime();
    expect(relativeTime(at(late + 30 * HOUR), late, 'en')).toBe('in 2 days');
    expect(relativeTime(at(NOW + 5 * HOUR), NOW, 'zh-CN')).toBe('5小时后');
    expect(relativeTime(at(NOW - 2 * 24 * HOUR), NOW, 'es')).toBe('anteayer');
  });

  it('gives the exact local date and time', () => {
    expect(absoluteTime(at(new Date(2026, 2, 9, 18, 5).getTime()))).toBe('2026-03-09 18:05');
  });

  it('orders homework overdue first (longest overdue first), then by due time', () => {
    const rows = [
      { lessonId: 1, dueAt: at(NOW + 48 * HOUR) },
      { lessonId: 2, dueAt: at(NOW - HOUR) },
      { lessonId: 3, dueAt: at(NOW + HOUR) },
      { lessonId: 4, dueAt: at(NOW - 48 * HOUR) },
      { lessonId: 5, dueAt: at(NOW + HOUR) },
    ];
    expect(orderTodo(rows, NOW).map((r) => r.lessonId)).toEqual([4, 2, 3, 5, 1]);
    expect(rows[0]?.lessonId).toBe(1);
  });

  it('counts what is not listed and whether there is anything at all', () => {
    expect(moreOf({ list: [1, 2], total: 5 })).toBe(3);
    expect(moreOf({ list: [1, 2], total: 2 })).toBe(0);
    expect(nothingToDo([{ total: 0 }, { total: 0 }])).toBe(true);
    expect(nothingToDo([{ total: 0 }, { total: 1 }])).toBe(false);
  });

  it("sends the browser's time zone in the form the server takes", () => {
    expect(browserTimeZone()).toMatch(/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/);
  });
});
