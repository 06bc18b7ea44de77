/** A positive integer id from a query string value (`?id=12`), or undefined. */
export function idFromQuery(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
