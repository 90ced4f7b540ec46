import { z } from 'zod';

/** Every reply: `{code, message, data}`; code 200 is success. */
export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

/** `data` of a 400 validation error: one message per field path (e.g. `body.mobile`). */
export const validationErrorData = z.object({ fields: z.record(z.string(), z.string()) });
export type ValidationErrorData = z.infer<typeof validationErrorData>;

/** `data` of a 429: seconds until another try is allowed. */
export const rateLimitErrorData = z.object({ retry_after: z.number().int() });

/**
 * The one keyset page schema. `next_cursor` is opaque (null means the end). Lists differ in how they count,
 * and each keeps its reply as it is, key order included:
 * - no option: `{list, next_cursor, total?}` (notices, reports, audit);
 * - `{ total: 'counted' }`: `{list, total, next_cursor, has_more}` (bookings, applications);
 * - `{ total: 'capped' }`: `{list, total, total_capped, next_cursor, has_more}` (listings: public lists count up to a cap).
 */
export function page<T extends z.ZodTypeAny>(item: T): z.ZodObject<{ list: z.ZodArray<T>; next_cursor: NextCursor; total: z.ZodOptional<z.ZodNumber> }>;
export function page<T extends z.ZodTypeAny>(item: T, opts: { total: 'counted' }): z.ZodObject<{ list: z.ZodArray<T>; total: z.ZodNumber; next_cursor: NextCursor; has_more: z.ZodBoolean }>;
export function page<T extends z.ZodTypeAny>(item: T, opts: { total: 'capped' }): z.ZodObject<{ list: z.ZodArray<T>; total: z.ZodNumber; total_capped: z.ZodBoolean; next_cursor: NextCursor; has_more: z.ZodBoolean }>;
export function page<T extends z.ZodTypeAny>(item: T, opts?: { total: 'counted' | 'capped' }) {
  const list = z.array(item);
  const next_cursor = z.string().nullable();
  if (!opts) return z.object({ list, next_cursor, total: z.number().int().optional() });
  const total = z.number().int();
  const has_more = z.boolean();
  return opts.total === 'capped' ? z.object({ list, total, total_capped: z.boolean(), next_cursor, has_more }) : z.object({ list, total, next_cursor, has_more });
}
type NextCursor = z.ZodNullable<z.ZodString>;

/**
 * The `cursor` query parameter of every keyset list: the previous page's `next_cursor`, as the server made
 * it (base64url body, a dot, base64url signature). Its content is checked by the server's pager.
 */
export const cursorParam = z.string().max(200).regex(/^[A-Za-z0-9_-]{1,160}\.[A-Za-z0-9_-]{22}$/, 'cursor').optional();
