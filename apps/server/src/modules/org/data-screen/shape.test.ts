import { describe, expect, it } from 'vitest';
import type { DataScreen, DataScreenLiveSession } from '@edu/shared';
import { figuresKey, liveSessionFigures, mostMissedPoints, subjectAccuracy } from './shape';

const subject = (name: string, week: number, today = 0) => ({
  subject: name,
  today_answered: today,
  today_correct: 0,
  week_answered: week,
  week_correct: Math.floor(week / 2),
});

describe('subjectAccuracy', () => {
  it('puts the most answered subject first, ties in the subjects’ order, unknown codes after them', () => {
    const rows = [subject('physics', 4), subject('zz-new', 9), subject('math', 4, 2), subject('english', 12)];
    expect(subjectAccuracy(rows).map((r) => r.subject)).toEqual(['english', 'zz-new', 'math', 'physics']);
    expect(subjectAccuracy([subject('zz-new', 4), subject('chinese', 4)]).map((r) => r.subject)).toEqual([
      'chinese',
      'zz-new',
    ]);
  });

  it('keeps the counts of today and of the week (numbers from text too), and drops subjects never answered', () => {
    const rows = [
      { subject: 'math', today_answered: '3', today_correct: '1', week_answered: '10', week_correct: '7' },
      subject('physics', 0),
    ] as unknown as Parameters<typeof subjectAccuracy>[0];
    expect(subjectAccuracy(rows)).toEqual([
      { subject: 'math', today: { answered: 3, correct: 1 }, week: { answered: 10, correct: 7 } },
    ]);
  });
});

describe('mostMissedPoints', () => {
  const point = (id: number, name: string, attempts: number, missed: number) => ({
    id,
    name,
    subject: 'math',
    attempts,
    missed,
  });

  it('ranks by misses, then by their share, then by name; never-missed points are left out', () => {
    const rows = [
      point(1, '配方法', 10, 4),
      point(2, '因式分解', 5, 4),
      point(3, '二次根式', 8, 6),
      point(4, '勾股定理', 6, 0),
      point(5, 'Alpha', 5, 4),
    ];
    expect(mostMissedPoints(rows).map((r) => r.id)).toEqual([3, 5, 2, 1]);
  });

  it('keeps at most `max`', () => {
    const rows = Array.from({ length: 9 }, (_, i) => point(i + 1, `P${i + 1}`, 10, i + 1));
    expect(mostMissedPoints(rows, 3).map((r) => r.id)).toEqual([9, 8, 7]);
    expect(mostMissedPoints(rows)).toHaveLength(6);
  });
});

describe('liveSessionFigures', () => {
  const session = (id: number, startedAt: string, online: number): DataScreenLiveSession => ({
    id,
    className: `C${id}`,
    grade: 8,
    lessonTitle: 'L',
    teacherName: 'T',
    startedAt,
    online,
    students: 40,
    answers: { answered: 0, correct: 0 },
  });

  it('lists the oldest first and totals every session, the unlisted too', () => {
    const sessions = [
      session(3, '2031-03-12T09:40:00.000Z', 30),
      session(1, '2031-03-12T09:10:00.000Z', 12),
      session(2, '2031-03-12T09:10:00.000Z', 0),
    ];
    const figures = liveSessionFigures(sessions, 2);
    expect(figures.liveSessionCount).toBe(3);
    expect(figures.onlineNow).toBe(42);
    expect(figures.liveSessions.map((s) => s.id)).toEqual([1, 2]);
    expect(liveSessionFigures([])).toEqual({ liveSessionCount: 0, onlineNow: 0, liveSessions: [] });
  });
});

describe('figuresKey', () => {
  it('ignores only the moment the figures were made', () => {
    const screen = { school: { id: 1, name: 'S' }, studentCount: 3, generatedAt: 'a' } as unknown as DataScreen;
    expect(figuresKey(screen)).toBe(figuresKey({ ...screen, generatedAt: 'b' }));
    expect(figuresKey(screen)).not.toBe(figuresKey({ ...screen, studentCount: 4 }));
  });
});
