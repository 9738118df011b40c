import { z } from 'zod';

/** The answer shape of every call: `{ success, code, message, value }`. */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.unknown());

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export const OK_CODE = 'OK';
