import type { AnswerTally, DataScreen } from '@edu/shared';

/** The data screen's figures as chart series (pure, tested on their own). */

export interface CategorySeries {
  categories: string[];
  values: number[];
}

/** Students by grade, grade 1 first; students in no active class last (when there are any). */
export function gradeSeries(
  rows: DataScreen['studentsByGrade'],
  gradeLabel: (grade: number) => string,
  noClassLabel: string,
): CategorySeries {
  const graded = rows.filter((r) => r.grade !== null).sort((a, b) => (a.grade ?? 0) - (b.grade ?? 0));
  const unassigned = rows.filter((r) => r.grade === null).reduce((sum, r) => sum + r.count, 0);
  const categories = graded.map((r) => gradeLabel(r.grade as number));
  const values = graded.map((r) => r.count);
  if (unassigned > 0) {
    categories.push(noClassLabel);
    values.push(unassigned);
  }
  return { categories, values };
}

/** The largest classes first, at most `max` of them (a big screen shows a readable bar chart). */
export function classSizeSeries(
  classes: DataScreen['classes'],
  gradeLabel: (grade: number) => string,
  max = 12,
): CategorySeries {
  const top = [...classes]
    .sort((a, b) => b.studentCount - a.studentCount || a.grade - b.grade || a.name.localeCompare(b.name))
    .slice(0, max);
  // A horizontal bar chart draws its first category at the bottom: largest on top.
  top.reverse();
  return { categories: top.map((c) => `${gradeLabel(c.grade)} ${c.name}`), values: top.map((c) => c.studentCount) };
}

export interface LoginSeries {
  days: string[];
  logins: number[];
  users: number[];
}

/** Logins and distinct users per day, oldest first, dates as MM-DD. */
export function loginSeries(rows: DataScreen['loginsByDay']): LoginSeries {
  return {
    days: rows.map((r) => r.date.slice(5)),
    logins: rows.map((r) => r.logins),
    users: rows.map((r) => r.users),
  };
}

/** Today's row (the last one), or zeros. */
export function today(rows: DataScreen['loginsByDay']): { logins: number; users: number } {
  const last = rows[rows.length - 1];
  return { logins: last?.logins ?? 0, users: last?.users ?? 0 };
}

/** Average class size, one decimal; 0 without classes. */
export function averageClassSize(classes: DataScreen['classes']): number {
  if (classes.length === 0) return 0;
  const total = classes.reduce((sum, c) => sum + c.studentCount, 0);
  return Math.round((total / classes.length) * 10) / 10;
}

// ---- learning figures (issue 12 item 4)

type Learning = DataScreen['learning'];

/** The share of right answers as a whole percent; null without answers (nothing to show, not 0 %). */
export function accuracyPercent(tally: AnswerTally): number | null {
  if (tally.answered <= 0) return null;
  return Math.round((100 * tally.correct) / tally.answered);
}

/** The answers of every subject together, today or this week. */
export function overallTally(rows: Learning['accuracyBySubject'], period: 'today' | 'week'): AnswerTally {
  return rows.reduce(
    (sum, r) => ({ answered: sum.answered + r[period].answered, correct: sum.correct + r[period].correct }),
    { answered: 0, correct: 0 },
  );
}

export interface AccuracySeries {
  categories: string[];
  /** percent per subject, null where nothing was answered */
  today: (number | null)[];
  week: (number | null)[];
  /** the answers behind each bar, for the tooltip */
  tallies: { today: AnswerTally; week: AnswerTally }[];
}

/** Accuracy by subject as two bar series (today, this week), at most `max` subjects in the server's order. */
export function accuracySeries(
  rows: Learning['accuracyBySubject'],
  subjectLabel: (code: string) => string,
  max = 8,
): AccuracySeries {
  const shown = rows.slice(0, max);
  return {
    categories: shown.map((r) => subjectLabel(r.subject)),
    today: shown.map((r) => accuracyPercent(r.today)),
    week: shown.map((r) => accuracyPercent(r.week)),
    tallies: shown.map((r) => ({ today: r.today, week: r.week })),
  };
}

/** The part of a whole as a percent for a bar's width, 0-100 (0 when the whole is 0). */
export function sharePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((100 * part) / whole)));
}

/** The live sessions a panel shows and how many more there are (those listed by the server, and beyond). */
export function liveSessionRows(learning: Learning, max = 5): { rows: Learning['liveSessions']; more: number } {
  const rows = learning.liveSessions.slice(0, max);
  return { rows, more: Math.max(0, learning.liveSessionCount - rows.length) };
}
