import { z } from 'zod';
import { languageCodes } from '../i18n/languages.ts';

/** Operator text in one or more languages, each at most `max` characters; English is required (the fallback). */
export const textInLanguagesSchema = (max: number) =>
  z
    .partialRecord(z.enum(languageCodes), z.string().trim().min(1).max(max))
    .refine((value) => typeof value.EN === 'string' && value.EN.length > 0, { message: 'EN is required', path: ['EN'] });
