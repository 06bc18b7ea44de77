/**
 * Drag and drop in antd's Tree, as the server's move calls want it: the new parent and the position
 * among the new siblings of the same kind (chapters among chapters, lessons among lessons), the dragged
 * node itself left out (the server's placeAt works the same way).
 */
export type DropPosition = 'before' | 'after' | 'inside';

/** antd's onDrop info → where the node was dropped relative to the target. */
export function dropPositionOf(info: {
  dropToGap: boolean;
  dropPosition: number;
  node: { pos: string };
}): DropPosition {
  if (!info.dropToGap) return 'inside';
  const parts = info.node.pos.split('-');
  const relative = info.dropPosition - Number(parts[parts.length - 1]);
  return relative === -1 ? 'before' : 'after';
}

/**
 * The index of the dragged node among its new siblings of its kind.
 * `siblings`: the keys under the new parent in display order (may include the dragged node and other
 * kinds); `target`: the key dropped on (one of `siblings`, for before/after); `inside`: dropped onto
 * the parent itself, which puts it first.
 */
export function dropIndex(
  siblings: readonly string[],
  dragged: string,
  target: string,
  position: DropPosition,
  sameKind: (key: string) => boolean = () => true,
): number {
  if (position === 'inside') return 0;
  let index = 0;
  for (const key of siblings) {
    if (key === dragged) continue;
    if (key === target) return position === 'after' && sameKind(key) ? index + 1 : index;
    if (sameKind(key)) index += 1;
  }
  return index;
}
