/**
 * Ordering of a brand's app home (tabs in a brand, modules in a tab): positions are 0-based and dense, so
 * an order is just the list of ids. Used by the server (moves in one transaction) and the console (the
 * order shown while a drag is saved).
 */

/** `id` moved to `position` among `ids`; null when it is not among them or `position` is past the last place. */
export function moveTo(ids: readonly number[], id: number, position: number): number[] | null {
  if (!ids.includes(id) || !Number.isInteger(position) || position < 0 || position >= ids.length) return null;
  const rest = ids.filter((other) => other !== id);
  return [...rest.slice(0, position), id, ...rest.slice(position)];
}

/** `id` (not among `ids`) placed at `position` (0 to ids.length, default last); null when out of range. */
export function insertAt(ids: readonly number[], id: number, position: number = ids.length): number[] | null {
  if (ids.includes(id) || !Number.isInteger(position) || position < 0 || position > ids.length) return null;
  return [...ids.slice(0, position), id, ...ids.slice(position)];
}

/** The ids whose position changes from `before` to `after` (both dense), with their new position. */
export function changedPositions(
  before: readonly number[],
  after: readonly number[],
): { id: number; position: number }[] {
  const out: { id: number; position: number }[] = [];
  after.forEach((id, position) => {
    if (before[position] !== id) out.push({ id, position });
  });
  return out;
}
