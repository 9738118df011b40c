import { mobileNumSchema } from '@lumen/contracts/auth/auth.contract';
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

/** Adds the SMS-code checks (mobile number format, six-digit code) to a refinement. */
export function checkMobileAndCode(values: { mobileNum: string; verificationCode: string }, issue: z.RefinementCtx, lang: LanguageCode): void {
  const m = ruleMessages[lang];
  const fail = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
  if (values.mobileNum.trim() === '') fail('mobileNum', m.required);
  else if (!mobileNumSchema.safeParse(values.mobileNum).success) fail('mobileNum', m.invalidMobile);
  if (values.verificationCode.trim() === '') fail('verificationCode', m.required);
  else if (!/^[0-9]{6}$/.test(values.verificationCode.trim())) fail('verificationCode', m.invalidCode);
}
