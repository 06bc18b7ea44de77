import { describe, expect, it } from 'vitest';
import { averageClassSize, classSizeSeries, gradeSeries, loginSeries, today } from './series';

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
});
