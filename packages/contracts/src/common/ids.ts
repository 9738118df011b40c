import { z } from 'zod';

/**
 * A row id as the calls carry it: decimal digits, at most 18 of them, so that every value fits the
 * database's bigint (19 digits could pass 9223372036854775807 and fail in the query instead of at
 * the door).
 */
export const rowIdSchema = z.string().regex(/^[0-9]{1,18}$/);
