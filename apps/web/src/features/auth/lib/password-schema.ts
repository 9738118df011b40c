import { passwordProblem } from '@lumen/contracts/auth/registration-rules';
import { ruleMessages } from '@lumen/contracts/auth/rule-messages';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FieldRule } from '@lumen/contracts/system/system.contract';
import type { z } from 'zod';

/** Adds the new-password checks (operator's password rule, then the confirmation) to a refinement. */
export function checkNewPassword(
  values: { newPassword: string; confirmNewPassword: string },
  issue: z.RefinementCtx,
  rules: Record<string, FieldRule>,
  lang: LanguageCode,
): void {
  const problem = passwordProblem(rules, lang, values.newPassword);
  if (problem) issue.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  const m = ruleMessages[lang];
  if (values.confirmNewPassword === '') issue.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: m.required });
  else if (values.confirmNewPassword !== values.newPassword) issue.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: m.inconsistent });
}
