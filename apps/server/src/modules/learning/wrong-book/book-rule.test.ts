import { describe, expect, it } from 'vitest';
import { applyOutcome, applyOutcomes, type BookEntry, countedOf, type RuleOutcome } from './book-rule';
import { nextDay, startOfDayIn } from './days';

const at = (iso: string) => new Date(iso);

function outcome(kind: RuleOutcome['outcome'], iso: string, extra: Partial<RuleOutcome> = {}): RuleOutcome {
  const day = iso.slice(0, 10);
  return {
    outcome: kind,
    response: { choices: [kind === 'correct' ? 'A' : 'B'] },
    at: at(iso),
    day,
    nextDayStart: startOfDayIn(nextDay(day), 'UTC'),
    source: { submissionId: 7 },
    ...extra,
  };
}

describe('the book rule', () => {
  it('a wrong answer adds the question, due at once, with its answer and where it was given', () => {
    const e = applyOutcome(null, outcome('wrong', '2024-05-01T10:00:00Z')) as BookEntry;
    expect(e).toMatchObject({
      submissionId: 7,
      practiceId: null,
      wrongResponse: { choices: ['B'] },
      wrongCount: 1,
      correctCount: 0,
      correctDays: 0,
      lastCorrectOn: null,
      masteredAt: null,
    });
    expect(e.firstWrongAt.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(e.dueAt.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(e.card).not.toBeNull();
    expect(countedOf(e)).toBe(1);
  });

  it('a partly right answer adds it too', () => {
    const e = applyOutcome(null, outcome('partial', '2024-05-01T10:00:00Z'));
    expect(e?.wrongCount).toBe(1);
  });

  it('a correct answer to a question not in the book changes nothing', () => {
    expect(applyOutcome(null, outcome('correct', '2024-05-01T10:00:00Z'))).toBeNull();
  });

  it('masters a question after correct answers on two different days, not twice the same day', () => {
    const wrong = applyOutcome(null, outcome('wrong', '2024-05-01T08:00:00Z'));
    const first = applyOutcome(wrong, outcome('correct', '2024-05-01T09:00:00Z')) as BookEntry;
    expect(first).toMatchObject({ correctCount: 1, correctDays: 1, lastCorrectOn: '2024-05-01', masteredAt: null });
    // Not due before the next calendar day, whatever the card says.
    expect(first.dueAt.getTime()).toBeGreaterThanOrEqual(Date.parse('2024-05-02T00:00:00Z'));

    const sameDay = applyOutcome(first, outcome('correct', '2024-05-01T20:00:00Z')) as BookEntry;
    expect(sameDay).toMatchObject({ correctCount: 2, correctDays: 1, masteredAt: null });

    const nextDay = applyOutcome(sameDay, outcome('correct', '2024-05-02T07:00:00Z')) as BookEntry;
    expect(nextDay).toMatchObject({ correctCount: 3, correctDays: 2, lastCorrectOn: '2024-05-02' });
    expect(nextDay.masteredAt?.toISOString()).toBe('2024-05-02T07:00:00.000Z');

    // A further correct answer keeps the first mastery time and the days at their mark.
    const again = applyOutcome(nextDay, outcome('correct', '2024-05-05T07:00:00Z')) as BookEntry;
    expect(again.correctDays).toBe(2);
    expect(again.masteredAt?.toISOString()).toBe('2024-05-02T07:00:00.000Z');
  });

  it('a wrong answer again resets the days, takes mastery back and replaces the answer and its source', () => {
    const mastered = applyOutcomes(null, [
      outcome('wrong', '2024-05-01T08:00:00Z'),
      outcome('correct', '2024-05-02T08:00:00Z'),
      outcome('correct', '2024-05-03T08:00:00Z'),
    ]) as BookEntry;
    expect(mastered.masteredAt).not.toBeNull();
    const reset = applyOutcome(
      mastered,
      outcome('wrong', '2024-05-04T08:00:00Z', { source: { practiceId: 3 }, response: { choices: ['C'] } }),
    ) as BookEntry;
    expect(reset).toMatchObject({
      submissionId: null,
      practiceId: 3,
      wrongResponse: { choices: ['C'] },
      wrongCount: 2,
      correctCount: 2,
      correctDays: 0,
      lastCorrectOn: null,
      masteredAt: null,
    });
    expect(reset.firstWrongAt.toISOString()).toBe('2024-05-01T08:00:00.000Z');
    expect(reset.lastWrongAt.toISOString()).toBe('2024-05-04T08:00:00.000Z');
    expect(reset.dueAt.toISOString()).toBe('2024-05-04T08:00:00.000Z');
    expect(countedOf(reset)).toBe(4);
  });

  it('an AI course question answered wrong takes the source; a right answer or an accepted correction keeps it', () => {
    const fromCourse = applyOutcome(
      applyOutcome(null, outcome('wrong', '2024-05-01T08:00:00Z')),
      outcome('partial', '2024-05-02T08:00:00Z', { source: { aiCourseItemId: 11 } }),
    ) as BookEntry;
    expect(fromCourse).toMatchObject({ submissionId: null, practiceId: null, aiCourseItemId: 11, wrongCount: 2 });
    const right = applyOutcomes(fromCourse, [
      outcome('correct', '2024-05-03T08:00:00Z', { source: { submissionId: 8 } }),
      outcome('correct', '2024-05-04T08:00:00Z', { source: { errorCorrectionId: 5 } }),
    ]) as BookEntry;
    expect(right).toMatchObject({ submissionId: null, practiceId: null, aiCourseItemId: 11, correctDays: 2 });
    expect(right.masteredAt).not.toBeNull();
    // a wrong answer elsewhere replaces it
    const again = applyOutcome(right, outcome('wrong', '2024-05-05T08:00:00Z', { source: { practiceId: 3 } }));
    expect(again).toMatchObject({ submissionId: null, practiceId: 3, aiCourseItemId: null, masteredAt: null });
  });

  it('counts days in the student time zone', () => {
    // 23:30 and 00:30 in Shanghai are two days, the same UTC day.
    const tz = 'Asia/Shanghai';
    const local = (iso: string, day: string): RuleOutcome => ({
      ...outcome('correct', iso),
      day,
      nextDayStart: startOfDayIn(nextDay(day), tz),
    });
    const wrong = applyOutcome(null, outcome('wrong', '2024-05-01T10:00:00Z'));
    const late = applyOutcome(wrong, local('2024-05-01T15:30:00Z', '2024-05-01')) as BookEntry;
    expect(late.dueAt.getTime()).toBeGreaterThanOrEqual(Date.parse('2024-05-01T16:00:00Z'));
    const early = applyOutcome(late, local('2024-05-01T16:30:00Z', '2024-05-02')) as BookEntry;
    expect(early.correctDays).toBe(2);
    expect(early.masteredAt).not.toBeNull();
  });

  it('an answer graded later than a newer review does not move the card backwards', () => {
    const wrong = applyOutcome(null, outcome('wrong', '2024-05-03T08:00:00Z'));
    // A person grades a hand-in of 1 May after the camp reviewed the card on 3 May.
    const late = applyOutcome(wrong, outcome('correct', '2024-05-01T08:00:00Z')) as BookEntry;
    expect(late.correctDays).toBe(1);
    expect(late.lastCorrectOn).toBe('2024-05-01');
    const next = applyOutcome(late, outcome('correct', '2024-05-03T09:00:00Z')) as BookEntry;
    expect(next.correctDays).toBe(2);
    expect(next.lastCorrectOn).toBe('2024-05-03');
  });

  it('an accepted error correction counts as a correct answer and keeps the source of the wrong one', () => {
    const wrong = applyOutcome(null, outcome('wrong', '2024-05-01T08:00:00Z'));
    const accepted = applyOutcome(
      wrong,
      outcome('correct', '2024-05-02T08:00:00Z', { source: { errorCorrectionId: 5 } }),
    ) as BookEntry;
    expect(accepted).toMatchObject({ submissionId: 7, correctDays: 1, correctCount: 1 });
  });
});

describe('calendar days in a time zone', () => {
  it('finds where a day starts', () => {
    expect(startOfDayIn('2024-05-02', 'UTC').toISOString()).toBe('2024-05-02T00:00:00.000Z');
    expect(startOfDayIn('2024-05-02', 'Asia/Shanghai').toISOString()).toBe('2024-05-01T16:00:00.000Z');
    expect(startOfDayIn('2024-05-02', 'America/New_York').toISOString()).toBe('2024-05-02T04:00:00.000Z');
    expect(startOfDayIn('2024-05-02', 'Asia/Kolkata').toISOString()).toBe('2024-05-01T18:30:00.000Z');
    // The day daylight saving time starts in New York (clocks go from 2:00 to 3:00) and the day after.
    expect(startOfDayIn('2024-03-10', 'America/New_York').toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(startOfDayIn('2024-03-11', 'America/New_York').toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
});
