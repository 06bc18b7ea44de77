/** One changed field of an audit entry. */
export interface AuditChange {
  field: string;
  before?: string;
  after?: string;
}

const MAX_VALUE_LENGTH = 80;

/** A snapshot value as short text: arrays of ids joined, objects as JSON, long text cut. */
export function auditValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  let text: string;
  if (value === null) text = '—';
  else if (Array.isArray(value)) text = value.length === 0 ? '[]' : value.map((v) => String(v)).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What an audit entry changed: for an update the fields whose value differs (before → after); for a
 * create every field of `after`; for a delete every field of `before`. `id` and timestamps are left out.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const skip = new Set(['id', 'createdAt', 'updatedAt']);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !skip.has(f));
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const b = before?.[field];
    const a = after?.[field];
    if (before && after && same(b, a)) continue;
    changes.push({
      field,
      before: before && field in before ? auditValue(b) : undefined,
      after: after && field in after ? auditValue(a) : undefined,
    });
  }
  return changes;
}

/** The translation key of an audit action ('class.students.moveIn' → 'class_students_moveIn'). */
export function auditActionKey(action: string): string {
  return action.replace(/[^A-Za-z0-9]+/g, '_');
}
