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

/** Keyset page: `next_cursor` is opaque; null means the end. */
export const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), next_cursor: z.string().nullable(), total: z.number().int().optional() });
