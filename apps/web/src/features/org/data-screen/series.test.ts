import { describe, expect, it } from 'vitest';
import type { DataScreen } from '@edu/shared';
import {
  accuracyPercent,
  accuracySeries,
  averageClassSize,
  classSizeSeries,
  gradeSeries,
  liveSessionRows,
  loginSeries,
  overallTally,
  sharePercent,
  today,
} from './series';

const label = (g: number) => `G${g}`;

describe('data screen series', () => {
  it('students by grade: in grade order, the unassigned last', () => {
    expect(
      gradeSeries(
        [
          { grade: 9, count: 4 },
          { grade: null, count: 2 },
          { grade: 7, count: 10 },
        ],
        label,
        'none',
      ),
    ).toEqual({ categories: ['G7', 'G9', 'none'], values: [10, 4, 2] });
    expect(gradeSeries([{ grade: null, count: 0 }], label, 'none')).toEqual({ categories: [], values: [] });
  });

  it('class sizes: the largest first on top (reversed for a horizontal bar chart), at most N', () => {
    const classes = [
      { id: 1, name: 'A', grade: 7, studentCount: 30 },
      { id: 2, name: 'B', grade: 8, studentCount: 40 },
      { id: 3, name: 'C', grade: 8, studentCount: 10 },
    ];
    expect(classSizeSeries(classes, label, 2)).toEqual({ categories: ['G7 A', 'G8 B'], values: [30, 40] });
    expect(classSizeSeries([], label)).toEqual({ categories: [], values: [] });
  });

  it('logins per day as MM-DD, today is the last day', () => {
    const rows = [
      { date: '2024-05-01', logins: 3, users: 2 },
      { date: '2024-05-02', logins: 5, users: 4 },
    ];
    expect(loginSeries(rows)).toEqual({ days: ['05-01', '05-02'], logins: [3, 5], users: [2, 4] });
    expect(today(rows)).toEqual({ logins: 5, users: 4 });
    expect(today([])).toEqual({ logins: 0, users: 0 });
  });

  it('average class size with one decimal', () => {
    expect(averageClassSize([])).toBe(0);
    expect(
      averageClassSize([
        { id: 1, name: 'a', grade: 1, studentCount: 10 },
        { id: 2, name: 'b', grade: 1, studentCount: 11 },
        { id: 3, name: 'c', grade: 1, studentCount: 11 },
      ]),
    ).toBe(10.7);
  });

  const subjects: DataScreen['learning']['accuracyBySubject'] = [
    { subject: 'math', today: { answered: 4, correct: 2 }, week: { answered: 6, correct: 2 } },
    { subject: 'physics', today: { answered: 0, correct: 0 }, week: { answered: 3, correct: 2 } },
  ];

  it('accuracy as a whole percent, none without answers', () => {
    expect(accuracyPercent({ answered: 3, correct: 2 })).toBe(67);
    expect(accuracyPercent({ answered: 6, correct: 6 })).toBe(100);
    expect(accuracyPercent({ answered: 0, correct: 0 })).toBeNull();
    expect(overallTally(subjects, 'today')).toEqual({ answered: 4, correct: 2 });
    expect(overallTally(subjects, 'week')).toEqual({ answered: 9, correct: 4 });
    expect(overallTally([], 'week')).toEqual({ answered: 0, correct: 0 });
  });

  it('accuracy by subject: today and this week per subject, in the server’s order, at most N', () => {
    const series = accuracySeries(subjects, (s) => `S:${s}`);
    expect(series).toEqual({
      categories: ['S:math', 'S:physics'],
      today: [50, null],
      week: [33, 67],
      tallies: [
        { today: { answered: 4, correct: 2 }, week: { answered: 6, correct: 2 } },
        { today: { answered: 0, correct: 0 }, week: { answered: 3, correct: 2 } },
      ],
    });
    expect(accuracySeries(subjects, (s) => s, 1).categories).toEqual(['math']);
  });

  it('shares for bars stay within 0-100', () => {
    expect(sharePercent(28, 40)).toBe(70);
    expect(sharePercent(3, 0)).toBe(0);
    expect(sharePercent(41, 40)).toBe(100);
  });

  it('live sessions: the first N and how many more, counting those the server did not list', () => {
    const session = (id: number) => ({
      id,
      className: `C${id}`,
      grade: 8,
      lessonTitle: 'L',
      teacherName: 'T',
      startedAt: '2031-03-12T09:00:00.000Z',
      online: 1,
      students: 2,
      answers: { answered: 0, correct: 0 },
    });
    const learning = {
      liveSessions: [1, 2, 3, 4, 5, 6, 7].map(session),
      liveSessionCount: 15,
    } as DataScreen['learning'];
    const shown = liveSessionRows(learning, 5);
    expect(shown.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(shown.more).toBe(10);
    expect(liveSessionRows({ ...learning, liveSessions: [], liveSessionCount: 0 })).toEqual({ rows: [], more: 0 });
  });
});
