import { z } from 'zod';
import { ID_MAX, PAGE_MAX, PAGE_SIZE_MAX } from '../constants';

/** Envelope schema factory, used for OpenAPI responses. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyData = z.null();

/** Problem of a text holding the NUL character, which PostgreSQL cannot store in text (nor in jsonb). */
export const NUL_PROBLEM = 'must not contain the NUL character';

/**
 * Every string of the contracts: a text without the NUL character (`\u0000`, `%00` in a query string).
 * PostgreSQL refuses it in text and jsonb, so a parameter holding it is bad input, refused with the field
 * named before anything runs (issue 8: an export whose keyword held one answered 200 and a cut-off file).
 */
export const text = () => z.string().refine((value) => !value.includes('\u0000'), NUL_PROBLEM);

/** An IANA time zone name ('Asia/Shanghai') for day boundaries; UTC when left out. */
export const timeZone = text()
  .trim()
  .max(64)
  .refine((zone) => {
    if (zone === '') return true;
    if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(zone)) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone')
  .transform((zone) => zone || 'UTC')
  .optional()
  .transform((zone) => zone ?? 'UTC');

/** MD5 hex as the console sends it (spec section 5). */
export const md5Hex = text()
  .trim()
  .regex(/^[a-f0-9]{32}$/i, 'must be an MD5 hex digest')
  .transform((s) => s.toLowerCase());

/** Problem of an id that is not one. */
export const ID_PROBLEM = 'must be a positive integer id';

/** Decimal digits and nothing else: no sign, blank, point, exponent or `0x` prefix. */
const DECIMAL = /^\d+$/;

/**
 * An id as the database holds it: a JSON integer, or decimal digits only, from 1 to 2^31-1 (int4); else
 * null. Other spellings JavaScript reads as numbers (`0x10`, `1e1`, ` 1`, `+1`, `1.0`) are not ids.
 */
export function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= ID_MAX ? n : null;
}

/**
 * A required id (issue 8): a JSON integer or plain decimal digits, 1 to 2^31-1. Spellings of a number
 * other than plain digits (`0x10`, `1e1`, ` 1`, `+1`) are refused with ID_PROBLEM instead of being read as
 * another id; a missing value or a word keeps the coercion's answer (`must be a number`, `Too small`).
 */
export const idParam = z.preprocess((value, ctx) => {
  if (value === undefined || typeof value === 'number') return value;
  if (typeof value === 'string' && (DECIMAL.test(value) || value.trim() === '' || Number.isNaN(Number(value)))) {
    return value;
  }
  ctx.addIssue({ code: 'custom', message: ID_PROBLEM, input: value });
  return value;
}, z.coerce.number().int().positive().max(ID_MAX));

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  keyword: text().trim().max(100).optional(),
  sort: text().trim().max(40).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * A page of a list. `total` counts the matching rows; lists whose matches can be very many count at most
 * the server's LIST_TOTAL_CAP (default 10 000) of them: `totalCapped` true then says there are more than
 * `total` (show "10,000+"). Absent or false: `total` is exact.
 */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCapped: z.boolean().optional(),
  });
}
