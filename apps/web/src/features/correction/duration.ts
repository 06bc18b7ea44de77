/** A waiting time in whole days, hours and minutes (the admin's "waited" column: "2 d 3 h"). */
export function durationParts(ms: number): { d: number; h: number; m: number } {
  const minutes = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 60_000));
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}

/**
 * Which words say a waiting time, and their numbers: days and hours from a day, hours and minutes from an
 * hour, minutes below (under a minute: "less than a minute").
 */
export function durationKey(ms: number): {
  key: 'dh' | 'hm' | 'm' | 'lessThanMinute';
  d: number;
  h: number;
  m: number;
} {
  const parts = durationParts(ms);
  if (parts.d > 0) return { key: 'dh', ...parts };
  if (parts.h > 0) return { key: 'hm', ...parts };
  if (parts.m > 0) return { key: 'm', ...parts };
  return { key: 'lessThanMinute', ...parts };
}
