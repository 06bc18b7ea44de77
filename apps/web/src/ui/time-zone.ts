/** The browser's IANA time zone, as the server's `tz` parameters take it (UTC when unknown or unusual). */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && /^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(zone) && zone.length <= 64 ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
