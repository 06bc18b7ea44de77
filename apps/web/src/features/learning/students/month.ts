import dayjs, { type Dayjs } from 'dayjs';

/** The month a `YYYY-MM` address value names, or the month of `now` when it names none. */
export function monthOf(value: string | null, now: Dayjs): Dayjs {
  if (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) {
    const month = dayjs(`${value}-01`);
    if (month.isValid() && month.year() >= 2000 && month.year() <= 2099) return month;
  }
  return now.startOf('month');
}

/** The first and last day of the month, as the server takes them (YYYY-MM-DD). */
export function monthPeriod(month: Dayjs): { from: string; to: string } {
  return { from: month.startOf('month').format('YYYY-MM-DD'), to: month.endOf('month').format('YYYY-MM-DD') };
}
