import { INT4_MAX } from '@haiwai/contracts';
import { z } from 'zod';

/**
 * What a cursor may carry, each field bounded to what its query can take: a signed cursor is still read as
 * untrusted (an old key, a bug in an encoder), and a value past a column's range must be a 400 naming
 * `query.cursor`, never a database error or a reply that fails its schema.
 */

/** A row id (`integer`/`serial` columns). */
export const rowId = z.number().int().min(1).max(INT4_MAX);

/** Last moment a key or snapshot may name: the end of year 9999, which timestamps and JavaScript dates both hold. */
const MAX_MILLIS = 253_402_300_799_999;
const MAX_MICROS = BigInt(MAX_MILLIS) * 1000n + 999n;

/**
 * A microsecond time key as a digit string (a JS number would lose the last digits). Bounded so `::bigint`
 * and the timestamp made from it (`epoch + n µs`) stay in range: 20 digits overflow bigint.
 */
export const microsKey = z.string().refine((v) => /^\d{1,18}$/.test(v) && BigInt(v) <= MAX_MICROS);

/** A snapshot time in milliseconds (made into a Date and a timestamp parameter). */
export const snapshotMs = z.number().int().min(0).max(MAX_MILLIS);

/** A count carried from page one (`total` of the reply) or a counter's value (`view_count`): int4. */
export const countValue = z.number().int().min(0).max(INT4_MAX);

/** A price key as the database prints a `numeric(16,2)`: at most 14 digits before the point. */
export const priceKey = z.string().regex(/^\d{1,14}(\.\d{1,6})?$/);
