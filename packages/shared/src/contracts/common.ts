import { z } from 'zod';
import { ID_MAX, PAGE_MAX, PAGE_SIZE_MAX } from '../constants';

/** Envelope schema factory, used for OpenAPI responses. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyData = z.null();

/** MD5 hex as the console sends it (spec section 5). */
export const md5Hex = z
  .string()
  .trim()
  .regex(/^[a-f0-9]{32}$/i, 'must be an MD5 hex digest')
  .transform((s) => s.toLowerCase());

export const idParam = z.coerce.number().int().positive().max(ID_MAX);

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  keyword: z.string().trim().max(100).optional(),
  sort: z.string().trim().max(40).optional(),
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
