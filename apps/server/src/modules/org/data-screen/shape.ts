import {
  DATA_SCREEN_LIVE_MAX,
  DATA_SCREEN_MISSED_MAX,
  type DataScreen,
  type DataScreenLearning,
  type DataScreenLiveSession,
  SUBJECTS,
} from '@edu/shared';

// The data screen's learning figures from the rows its queries read (pure: shape.test.ts).

export interface SubjectRow {
  subject: string;
  today_answered: number;
  today_correct: number;
  week_answered: number;
  week_correct: number;
}

const subjectRank = (subject: string) => {
  const i = (SUBJECTS as readonly string[]).indexOf(subject);
  return i < 0 ? SUBJECTS.length : i;
};

/** Accuracy by subject: the most answered this week first, then the subjects' usual order. */
export function subjectAccuracy(rows: readonly SubjectRow[]): DataScreenLearning['accuracyBySubject'] {
  return rows
    .filter((r) => Number(r.week_answered) > 0)
    .map((r) => ({
      subject: r.subject,
      today: { answered: Number(r.today_answered), correct: Number(r.today_correct) },
      week: { answered: Number(r.week_answered), correct: Number(r.week_correct) },
    }))
    .sort(
      (a, b) =>
        b.week.answered - a.week.answered ||
        subjectRank(a.subject) - subjectRank(b.subject) ||
        a.subject.localeCompare(b.subject),
    );
}

export interface PointRow {
  id: number;
  name: string;
  subject: string;
  attempts: number;
  missed: number;
}

/**
 * This week's most missed knowledge points: the most answers not right first, then the larger share of them
 * (fewer attempts for as many misses), then the name; points never missed are left out.
 */
export function mostMissedPoints(
  rows: readonly PointRow[],
  max = DATA_SCREEN_MISSED_MAX,
): DataScreenLearning['missedPoints'] {
  return rows
    .map((r) => ({
      id: Number(r.id),
      name: r.name,
      subject: r.subject,
      attempts: Number(r.attempts),
      missed: Number(r.missed),
    }))
    .filter((r) => r.missed > 0 && r.attempts > 0)
    .sort(
      (a, b) =>
        b.missed - a.missed ||
        b.missed / b.attempts - a.missed / a.attempts ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    )
    .slice(0, max);
}

/** The live sessions, oldest first (the class that started first has been at it longest), with the totals. */
export function liveSessionFigures(
  sessions: readonly DataScreenLiveSession[],
  max = DATA_SCREEN_LIVE_MAX,
): Pick<DataScreenLearning, 'liveSessions' | 'liveSessionCount' | 'onlineNow'> {
  const ordered = [...sessions].sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id - b.id);
  return {
    liveSessionCount: ordered.length,
    onlineNow: ordered.reduce((sum, s) => sum + s.online, 0),
    liveSessions: ordered.slice(0, max),
  };
}

/** What a screen shows of the figures: everything but the moment they were made (equal keys, nothing to send). */
export function figuresKey(screen: DataScreen): string {
  const { generatedAt: _at, ...shown } = screen;
  return JSON.stringify(shown);
}
