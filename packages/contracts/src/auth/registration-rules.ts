import { z } from 'zod';
import type { LanguageCode } from '../i18n/languages.ts';
import { matchesRule } from '../system/pattern-catalogue.ts';
import type { FieldRule } from '../system/system.contract.ts';
import { DEFAULT_WEAK_PASSWORD, type RegisterType } from './auth.contract.ts';
import { patternMessage, type RuleMessageKey, ruleMessages } from './rule-messages.ts';

/**
 * The operator's registration field rules, and the terms box, turned into a zod schema at run time.
 * The web form uses it as its resolver and the server runs the very same schema on the register
 * call, so a value the client accepts is one the server accepts, with the same translated messages.
 */

/** Optional fields, in the order the form shows them; each takes part only when enabled. */
export const optionalRegisterFields = [
  'mobileNum',
  'email',
  'payeeName',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type OptionalRegisterField = (typeof optionalRegisterFields)[number];

export interface RegistrationRuleContext {
  rules: Record<string, FieldRule>;
  type: RegisterType;
  lang: LanguageCode;
  /** Whitelabel flags: MOBILENUMPASSREG3 (phone registration sets a password), REGMOBVERF3 (SMS check). */
  flags: Partial<Record<string, boolean>>;
}

/** Issue params: `key` is a stable reason the client and tests can match on. */
export type RuleIssueKey = RuleMessageKey | 'pattern';

const fallbackRules: Record<string, FieldRule> = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_START_ALNUM', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, acceptedPattern: '^\\S+$', patternId: 'NO_SPACES', minLength: 6, maxLength: 20 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 },
  verificationCode: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 },
};

export function ruleOf(rules: Record<string, FieldRule>, field: string): FieldRule {
  return rules[field] ?? fallbackRules[field] ?? { enabled: false, required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 0 };
}

/**
 * Whether an enabled optional field must be filled: the payment password always (spec 01 §5: "required
 * in its format when enabled"), the others as the server's rule says.
 */
export function optionalFieldRequired(rules: Record<string, FieldRule>, field: OptionalRegisterField): boolean {
  return field === 'paymentPassword' || ruleOf(rules, field).required;
}

/** Which fields a registration of this type shows, given the rules and flags. */
export function registrationFields(ctx: Omit<RegistrationRuleContext, 'lang'>) {
  const mobileType = ctx.type === 'registerMobile';
  const mobileRule = ruleOf(ctx.rules, 'mobileNum');
  const showsMobile = mobileType || mobileRule.enabled;
  return {
    username: !mobileType,
    password: !mobileType || ctx.flags.MOBILENUMPASSREG3 !== false,
    mobileNum: showsMobile,
    mobileRequired: mobileType || (mobileRule.enabled && mobileRule.required),
    verificationCode: showsMobile && ctx.flags.REGMOBVERF3 === true,
    captcha: ruleOf(ctx.rules, 'captcha').enabled,
    /** Shown but optional: an answer given is still checked. */
    captchaRequired: ruleOf(ctx.rules, 'captcha').enabled && ruleOf(ctx.rules, 'captcha').required,
    optional: optionalRegisterFields.filter((f) => f !== 'mobileNum' && ruleOf(ctx.rules, f).enabled),
  };
}

type Values = Record<string, unknown>;

const text = (values: Values, field: string) => {
  const raw = values[field];
  return typeof raw === 'string' ? raw.trim() : '';
};

export function registrationSchema(ctx: RegistrationRuleContext) {
  const m = ruleMessages[ctx.lang];
  const shown = registrationFields(ctx);
  return z.record(z.string(), z.unknown()).superRefine((values, issue) => {
    const fail = (field: string, key: RuleIssueKey, message: string) =>
      issue.addIssue({ code: 'custom', path: [field], message, params: { key } });
    const check = (field: string, required: boolean, ruleField = field) => {
      const rule = ruleOf(ctx.rules, ruleField);
      const value = field === 'password' || field === 'paymentPassword' ? String(values[field] ?? '') : text(values, field);
      if (value === '') {
        if (required) fail(field, 'required', m.required);
        return;
      }
      if (!matchesRule(value, rule)) fail(field, 'pattern', patternMessage(ctx.lang, rule.patternId, rule.minLength, rule.maxLength));
    };

    if (shown.username) check('username', true);
    if (shown.password) {
      const problem = passwordIssue(ctx.rules, ctx.lang, String(values.password ?? ''));
      if (problem) fail('password', problem.key, problem.message);
      const confirm = String(values.confirmPassword ?? '');
      if (confirm === '') fail('confirmPassword', 'required', m.required);
      else if (confirm !== String(values.password ?? '')) fail('confirmPassword', 'inconsistent', m.inconsistent);
    }
    if (shown.mobileNum) check('mobileNum', shown.mobileRequired);
    if (shown.verificationCode) {
      const code = text(values, 'verificationCode');
      if (code === '') fail('verificationCode', 'required', m.required);
      else if (!/^[0-9]{6}$/.test(code)) fail('verificationCode', 'invalidCode', m.invalidCode);
    }
    if (shown.captchaRequired && text(values, 'captcha') === '') fail('captcha', 'captchaRequired', m.captchaRequired);
    for (const field of shown.optional) check(field, optionalFieldRequired(ctx.rules, field));
    // Not an operator rule: every registration confirms 18 or older and accepts the terms (spec 01 §5).
    if (values.terms !== true) fail('terms', 'termsRequired', m.termsRequired);
  });
}

/** The e-mail format used outside registration (forgot password); the rule's pattern when present. */
export function emailRule(rules: Record<string, FieldRule>): FieldRule {
  const rule = rules.email;
  return rule && rule.acceptedPattern !== '*'
    ? { ...rule, enabled: true, required: true }
    : { enabled: true, required: true, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 'EMAIL', minLength: 5, maxLength: 128 };
}

/**
 * Why a password a member chooses is refused, translated, or null when it is fine: empty, against
 * the operator's password rule, or the default password (which makes an account change it at its
 * next login: only an agent gives it).
 */
export function passwordIssue(
  rules: Record<string, FieldRule>,
  lang: LanguageCode,
  value: string,
): { key: 'required' | 'pattern' | 'weakPassword'; message: string } | null {
  const m = ruleMessages[lang];
  if (value === '') return { key: 'required', message: m.required };
  const rule = ruleOf(rules, 'password');
  if (!matchesRule(value, rule)) return { key: 'pattern', message: patternMessage(lang, rule.patternId, rule.minLength, rule.maxLength) };
  return value === DEFAULT_WEAK_PASSWORD ? { key: 'weakPassword', message: m.weakPassword } : null;
}

/** The translated reason of `passwordIssue`, or null. */
export function passwordProblem(rules: Record<string, FieldRule>, lang: LanguageCode, value: string): string | null {
  return passwordIssue(rules, lang, value)?.message ?? null;
}
