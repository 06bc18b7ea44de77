import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  parseReportParams,
  recentWeeks,
  usesWeeks,
  viewFilters,
  writeReportParams,
} from './report-params';

const parse = (query: string, canPickSchool = true) => parseReportParams(new URLSearchParams(query), canPickSchool);

describe('the report’s address', () => {
  it('opens the heat map with no filter by default', () => {
    expect(parse('')).toEqual({ tab: 'heatmap', filters: {} });
  });

  it('reads the tab and every filter', () => {
    expect(
      parse('tab=trends&subject=math&grade=8&schoolId=3&weekFrom=2026-W40&weekTo=2026-W47&kp=9&minAttempts=3'),
    ).toEqual({
      tab: 'trends',
      filters: {
        subject: 'math',
        grade: 8,
        schoolId: 3,
        weekFrom: '2026-W40',
        weekTo: '2026-W47',
        knowledgePointId: 9,
        minAttempts: 3,
      },
    });
  });

  it('drops what the server would refuse', () => {
    expect(parse('tab=pie&subject=alchemy&grade=13&schoolId=-1&weekFrom=2026-W60&kp=x&minAttempts=0')).toEqual({
      tab: 'heatmap',
      filters: {},
    });
    expect(parse('grade=8.0&schoolId=%201&kp=1e3').filters).toEqual({});
    // 2026 has 53 ISO weeks, 2025 has 52
    expect(parse('weekFrom=2026-W53&weekTo=2025-W53').filters).toEqual({ weekFrom: '2026-W53' });
  });

  it('puts a reversed week range in order', () => {
    expect(parse('weekFrom=2026-W47&weekTo=2026-W40').filters).toEqual({ weekFrom: '2026-W40', weekTo: '2026-W47' });
  });

  it('keeps the school only for those who may pick one', () => {
    expect(parse('schoolId=3', true).filters).toEqual({ schoolId: 3 });
    expect(parse('schoolId=3', false).filters).toEqual({});
  });

  it('writes only what is set, over the address’s other params', () => {
    const written = writeReportParams(
      { tab: 'items', filters: { subject: 'math', grade: 8, minAttempts: 5 } },
      new URLSearchParams('keep=1&grade=3&tab=trends&kp=4'),
    );
    expect(Object.fromEntries(written)).toEqual({ keep: '1', tab: 'items', subject: 'math', grade: '8' });
    expect(writeReportParams({ tab: 'heatmap', filters: {} }).toString()).toBe('');
    expect(writeReportParams({ tab: 'mostMissed', filters: { minAttempts: 2 } }).toString()).toBe(
      'tab=mostMissed&minAttempts=2',
    );
  });

  it('reads back what it writes', () => {
    const params = {
      tab: 'trends' as const,
      filters: {
        subject: 'physics' as const,
        schoolId: 2,
        weekFrom: '2025-W01',
        weekTo: '2025-W52',
        knowledgePointId: 7,
      },
    };
    expect(parseReportParams(writeReportParams(params), true)).toEqual(params);
  });
});

describe('filter changes', () => {
  it('drops the trend’s knowledge point when the subject changes', () => {
    expect(changeFilters({ subject: 'math', knowledgePointId: 9 }, { subject: 'physics' })).toEqual({
      subject: 'physics',
    });
    expect(changeFilters({ subject: 'math', knowledgePointId: 9 }, { subject: undefined })).toEqual({});
    expect(changeFilters({ subject: 'math', knowledgePointId: 9 }, { grade: 8 })).toEqual({
      subject: 'math',
      knowledgePointId: 9,
      grade: 8,
    });
  });

  it('clears a filter set to nothing', () => {
    expect(changeFilters({ grade: 8, schoolId: 1 }, { grade: undefined })).toEqual({ schoolId: 1 });
  });
});

describe('each view’s request', () => {
  const all = {
    subject: 'math' as const,
    grade: 8,
    schoolId: 2,
    weekFrom: '2026-W40',
    weekTo: '2026-W47',
    knowledgePointId: 9,
    minAttempts: 3,
  };

  it('takes only the filters the view reads', () => {
    expect(viewFilters.heatmap(all)).toEqual({
      subject: 'math',
      grade: 8,
      schoolId: 2,
      weekFrom: '2026-W40',
      weekTo: '2026-W47',
    });
    expect(viewFilters.items(all)).toEqual({ subject: 'math', grade: 8, schoolId: 2 });
    expect(viewFilters.mostMissed(all)).toEqual({ subject: 'math', grade: 8, schoolId: 2, minAttempts: 3 });
    expect(viewFilters.trends(all)).toEqual({
      subject: 'math',
      grade: 8,
      schoolId: 2,
      weekFrom: '2026-W40',
      weekTo: '2026-W47',
      knowledgePointId: 9,
    });
  });

  it('sends the default minimum when none is chosen, and nothing unset', () => {
    expect(viewFilters.mostMissed({})).toEqual({ minAttempts: 5 });
    expect(viewFilters.trends({})).toEqual({});
  });

  it('shows the week range on the views that read it', () => {
    expect(['heatmap', 'items', 'mostMissed', 'trends'].filter((t) => usesWeeks(t as never))).toEqual([
      'heatmap',
      'trends',
    ]);
  });
});

describe('the week choices', () => {
  it('lists ISO weeks newest first, Monday to Sunday', () => {
    // Wednesday 2 December 2026 is in 2026-W49
    const weeks = recentWeeks(new Date('2026-12-02T06:00:00Z'), 3);
    expect(weeks).toEqual([
      { week: '2026-W49', monday: '2026-11-30', sunday: '2026-12-06' },
      { week: '2026-W48', monday: '2026-11-23', sunday: '2026-11-29' },
      { week: '2026-W47', monday: '2026-11-16', sunday: '2026-11-22' },
    ]);
  });

  it('crosses ISO years, week 53 included', () => {
    // Monday 4 January 2027 starts 2027-W01; 2026 has 53 weeks
    const weeks = recentWeeks(new Date('2027-01-05T00:00:00Z'), 3).map((w) => w.week);
    expect(weeks).toEqual(['2027-W01', '2026-W53', '2026-W52']);
  });
});
