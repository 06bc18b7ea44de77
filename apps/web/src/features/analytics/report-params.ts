import { MIN_ATTEMPTS_DEFAULT, SUBJECTS, type Subject } from '@edu/shared';
import { isIsoWeek, isoWeekOf, mondayOf } from '@edu/shared/iso-week';

// What /jzxReport/index keeps in its address (?tab=items&subject=math&grade=8…): the view shown and the
// filters the views share, so that a link, a reload or the browser's back button shows the same report.
// Parsing is forgiving: a value the server would refuse (an unknown subject, grade 13, week 2026-W60) is
// dropped rather than sent, and a reversed week range is put in order. The page and the sort of a table stay
// in the page (like every list's, ui/list/list-params.ts).

export const REPORT_TABS = ['heatmap', 'items', 'mostMissed', 'trends'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const DEFAULT_TAB: ReportTab = 'heatmap';

export interface ReportFilters {
  subject?: Subject;
  grade?: number;
  schoolId?: number;
  weekFrom?: string;
  weekTo?: string;
  /** trends: one knowledge point */
  knowledgePointId?: number;
  /** most missed: at least this many answers */
  minAttempts?: number;
}

export interface ReportParams {
  tab: ReportTab;
  filters: ReportFilters;
}

/** The address's names of the filters (knowledgePointId is `kp`). */
const NAMES = {
  subject: 'subject',
  grade: 'grade',
  schoolId: 'schoolId',
  weekFrom: 'weekFrom',
  weekTo: 'weekTo',
  knowledgePointId: 'kp',
  minAttempts: 'minAttempts',
} as const satisfies Record<keyof ReportFilters, string>;

/** A whole number in [min, max] written plainly ('8', not '8.0' or ' 8'); undefined otherwise. */
function intIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function weekOf(value: string | null): string | undefined {
  return value !== null && isIsoWeek(value) ? value : undefined;
}

const isSubject = (value: string | null): value is Subject =>
  value !== null && (SUBJECTS as readonly string[]).includes(value);

/** The tab and filters of an address's search params. `canPickSchool`: the school filter is kept only then. */
export function parseReportParams(search: URLSearchParams, canPickSchool: boolean): ReportParams {
  const tabValue = search.get('tab');
  const tab = (REPORT_TABS as readonly string[]).includes(tabValue ?? '') ? (tabValue as ReportTab) : DEFAULT_TAB;
  const subject = search.get(NAMES.subject);
  let weekFrom = weekOf(search.get(NAMES.weekFrom));
  let weekTo = weekOf(search.get(NAMES.weekTo));
  if (weekFrom && weekTo && weekFrom > weekTo) [weekFrom, weekTo] = [weekTo, weekFrom];
  const filters: ReportFilters = {
    subject: isSubject(subject) ? subject : undefined,
    grade: intIn(search.get(NAMES.grade), 1, 12),
    schoolId: canPickSchool ? intIn(search.get(NAMES.schoolId), 1, 2_147_483_647) : undefined,
    weekFrom,
    weekTo,
    knowledgePointId: intIn(search.get(NAMES.knowledgePointId), 1, 2_147_483_647),
    minAttempts: intIn(search.get(NAMES.minAttempts), 1, 100_000),
  };
  return { tab, filters: withoutUnset(filters) };
}

function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/**
 * The search params of a tab and filters, over `base` (other params of the address are kept): only what
 * is set, the default tab and the default minAttempts left out.
 */
export function writeReportParams(params: ReportParams, base: URLSearchParams = new URLSearchParams()) {
  const out = new URLSearchParams(base);
  if (params.tab === DEFAULT_TAB) out.delete('tab');
  else out.set('tab', params.tab);
  for (const [key, name] of Object.entries(NAMES) as [keyof ReportFilters, string][]) {
    const value = params.filters[key];
    if (value === undefined || (key === 'minAttempts' && value === MIN_ATTEMPTS_DEFAULT)) out.delete(name);
    else out.set(name, String(value));
  }
  return out;
}

/** The filters after a change: a new subject drops the trend's knowledge point (it belongs to a subject). */
export function changeFilters(filters: ReportFilters, change: Partial<ReportFilters>): ReportFilters {
  const next: ReportFilters = { ...filters, ...change };
  if ('subject' in change && change.subject !== filters.subject) delete next.knowledgePointId;
  return withoutUnset(next);
}

// ---- the views' requests

const scope = (f: ReportFilters) => withoutUnset({ subject: f.subject, grade: f.grade, schoolId: f.schoolId });
const weeks = (f: ReportFilters) => withoutUnset({ weekFrom: f.weekFrom, weekTo: f.weekTo });

/** The filters each view's request (and its export) takes. */
export const viewFilters = {
  heatmap: (f: ReportFilters) => ({ ...scope(f), ...weeks(f) }),
  items: (f: ReportFilters) => scope(f),
  mostMissed: (f: ReportFilters) => ({ ...scope(f), minAttempts: f.minAttempts ?? MIN_ATTEMPTS_DEFAULT }),
  trends: (f: ReportFilters) => ({
    ...scope(f),
    ...weeks(f),
    ...withoutUnset({ knowledgePointId: f.knowledgePointId }),
  }),
} satisfies Record<ReportTab, (f: ReportFilters) => object>;

/** Whether a view reads the week range (the heat map and the trends; item analysis counts every week). */
export const usesWeeks = (tab: ReportTab) => tab === 'heatmap' || tab === 'trends';

// ---- the week choices

export interface WeekOption {
  /** '2026-W47' */
  week: string;
  /** its Monday and Sunday, '2026-11-16' and '2026-11-22' */
  monday: string;
  sunday: string;
}

/** The `count` ISO weeks up to the one of `now`, newest first (the week range's choices). */
export function recentWeeks(now: Date, count: number): WeekOption[] {
  const out: WeekOption[] = [];
  let monday = Date.parse(`${mondayOf(isoWeekOf(now))}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const week = isoWeekOf(new Date(monday));
    out.push({
      week,
      monday: new Date(monday).toISOString().slice(0, 10),
      sunday: new Date(monday + 6 * 86_400_000).toISOString().slice(0, 10),
    });
    monday -= 7 * 86_400_000;
  }
  return out;
}
