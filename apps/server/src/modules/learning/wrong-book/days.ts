// Calendar days in a time zone, for the book's mastery rule (which counts days) and its schedule (a correct
// answer is not due again before the next day). Intl knows every IANA zone; no table of offsets here.

// One formatter per zone: making one costs ~60 µs, far more than using it (a hand-in asks for every answer).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(tz: string): Intl.DateTimeFormat {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, format);
  }
  return format;
}

/** The offset of `tz` from UTC at the instant `at`, in milliseconds (east positive). */
function offsetMs(tz: string, at: Date): number {
  const parts = formatterOf(tz).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant the calendar day `day` (YYYY-MM-DD) starts in `tz`. Two passes: the offset at UTC midnight
 * of the day, then the offset at the instant that gives (a day that starts right after a daylight-saving
 * change takes the second).
 */
export function startOfDayIn(day: string, tz: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const first = utcMidnight - offsetMs(tz, new Date(utcMidnight));
  return new Date(utcMidnight - offsetMs(tz, new Date(first)));
}

/** The calendar day after `day` (both YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
