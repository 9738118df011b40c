import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';
export { authPaths } from './auth.paths.ts';

/**
 * Accounts: login (username, SMS code, remember token), trial login, registration, verification
 * codes, the offline verification challenge, captcha, password recovery and change, sessions.
 * Paths the spec names are kept; the others live in the same /wps families.
 */

/** Operator-only: the built-in SMS and mail providers' outbox. */
export const outboxPath = '/api/ops/outbox';

// ---------- constants ----------
export { agentTypes, isAgentType, MEMBER_TYPE, TRIAL_TYPE } from './account-types.ts';
export const accountTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)]);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** The well-known default password that forces a change at login. */
export const DEFAULT_WEAK_PASSWORD = '123456';
/** Remember-me lasts one day (the cookie and the server-side remember token alike). */
export const REMEMBER_MS = 86_400_000;
export const VERIFICATION_CODE_LENGTH = 6;
/** Captcha: a click refreshes at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;
export const SMS_SEND_THROTTLE_MS = 1000;
export const COUNTRY_BLUR_DELAY_MS = 200;

// ---------- shared field shapes ----------
/** Login fields are trimmed; bounds only stop abuse, the real format lives in the server's rules. */
const trimmed = (max: number) => z.string().trim().max(max);
export const dialingCodeSchema = z.string().trim().regex(/^\+?[0-9]{1,4}$/);
export const mobileNumSchema = z.string().trim().regex(/^[0-9]{4,15}$/);
export const verificationCodeSchema = z.string().trim().regex(/^[0-9]{6}$/);

/**
 * Fields of the offline verification challenge (a proof of work): the client asks for a challenge,
 * finds a nonce and sends both back with the call it protects. See `challenge.ts`.
 */
export const challengeFieldsSchema = z.object({
  challengeId: z.string().max(64).optional(),
  challengeNonce: z.string().max(32).optional(),
});
export type ChallengeFields = z.infer<typeof challengeFieldsSchema>;

// ---------- member info (loginInfo) ----------
export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  /** Main wallet balance in major units, two decimals, as a string (no floating point). */
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int(),
  availablePromoCount: z.number().int(),
  unreadMessage: z.number().int(),
  availablePromo: z.record(z.string(), z.object({ enabled: z.boolean() })),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /**
   * This session was opened with a password that must be changed (the default weak one, or an
   * expired one while PWDEXPFORCECHANGE3 is on): every other call answers PASSWORD_CHANGE_REQUIRED
   * until it is.
   */
  passwordChangeRequired: z.boolean(),
  /** False for accounts made by phone without a password (and trial accounts). */
  hasPassword: z.boolean(),
  /** Masked, e.g. +92 300****567; null when none is on file. */
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  referralCode: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberInfoResponseSchema = envelopeSchema(memberInfoSchema);

// ---------- login ----------
export const loginTypeSchema = z.enum(['username', 'sms', '']);
export type LoginType = z.infer<typeof loginTypeSchema>;

export const loginBodySchema = challengeFieldsSchema.extend({
  /** username (password or remember token), sms (code), or empty: the automatic login after a phone reset. */
  type: loginTypeSchema.default('username'),
  username: trimmed(64).optional(),
  password: trimmed(128).optional(),
  /** A remember token issued at an earlier login, instead of the password. */
  rememberToken: z.string().max(128).optional(),
  remember: z.boolean().optional(),
  captcha: trimmed(16).optional(),
  captchaId: z.string().max(64).optional(),
  mobileNum: z.string().trim().max(20).optional(),
  countryDialingCode: z.string().trim().max(8).optional(),
  verificationCode: z.string().trim().max(12).optional(),
  /** 'agent' for the agent login at /agent: only agent accounts are let in, no remember option. */
  loginFrom: z.enum(['member', 'agent']).default('member'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  /** ISO time the session ends at the latest (idle expiry comes sooner without activity). */
  expiresAt: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password given at this login is the well-known default one. */
  weakPassword: z.boolean(),
  /** The login proved possession of the phone (SMS code): never force a password change then. */
  phoneVerified: z.boolean(),
  /** Present when remember was asked for: a revocable one-day token that stands in for the password. */
  rememberToken: z.string().nullable(),
  user: memberInfoSchema,
});
export type LoginValue = z.infer<typeof loginValueSchema>;
export const loginResponseSchema = envelopeSchema(loginValueSchema);

// ---------- hand-off to another device ----------
/** A hand-off code lives two minutes and opens one session. */
export const HANDOFF_TTL_MS = 120_000;
/** The query parameter of the app-download link that carries a hand-off code. */
export const HANDOFF_QUERY = 'handoff';
export const handoffValueSchema = z.object({
  /** 256 random bits, base64url; the server keeps only its hash. */
  code: z.string(),
  expiresAt: z.string(),
});
export type HandoffValue = z.infer<typeof handoffValueSchema>;
export const handoffResponseSchema = envelopeSchema(handoffValueSchema);
export const redeemHandoffBodySchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export type RedeemHandoffBody = z.input<typeof redeemHandoffBodySchema>;

/** value of a LOGIN_FAILED / CAPTCHA_INVALID answer: whether the next attempt needs a captcha. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

/** value of a VERIFICATION_REQUIRED answer (login from an address the account has not used). */
export const loginVerificationValueSchema = z.object({
  ticket: z.string(),
  channel: z.enum(['SMS', 'EMAIL']),
  /** Masked destination the code went to. */
  target: z.string(),
  expiredMinutes: z.number().int(),
});
export type LoginVerificationValue = z.infer<typeof loginVerificationValueSchema>;

export const verifyLoginBodySchema = z.object({
  ticket: z.string().trim().min(1).max(128),
  verificationCode: verificationCodeSchema,
});

export const captchaValueSchema = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,... */
  image: z.string(),
  expiresAt: z.string(),
});
export const captchaResponseSchema = envelopeSchema(captchaValueSchema);

export const challengeValueSchema = z.object({
  challengeId: z.string(),
  algorithm: z.literal('SHA-256'),
  /** Find a nonce so that SHA-256(salt + ":" + nonce) starts with this many zero bits. */
  difficulty: z.number().int().min(0).max(32),
  salt: z.string(),
  expiresAt: z.string(),
});
export type ChallengeValue = z.infer<typeof challengeValueSchema>;
export const challengeResponseSchema = envelopeSchema(challengeValueSchema);

// ---------- SMS codes ----------
export const loginCodeBodySchema = challengeFieldsSchema.extend({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
});
export const registerCodeBodySchema = challengeFieldsSchema.extend({
  /** Registration uses mobileNo, as the platform's clients send it. */
  mobileNo: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  type: z.enum(['register', 'registerMobile']).default('registerMobile'),
});
export const resetCodeBodySchema = loginCodeBodySchema;
export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int().min(1) });
export const smsCodeResponseSchema = envelopeSchema(smsCodeValueSchema);

// ---------- registration ----------
export const registerTypeSchema = z.enum(['register', 'registerMobile']);
export type RegisterType = z.infer<typeof registerTypeSchema>;

/**
 * The registration body as the route accepts it: strings with generous bounds. The operator's
 * field rules are applied on top by `registrationSchema` (rules.ts), on server and client alike.
 */
export const registerBodySchema = challengeFieldsSchema.extend({
  type: registerTypeSchema.default('register'),
  username: trimmed(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: trimmed(128).optional(),
  email: trimmed(128).optional(),
  qqNum: trimmed(64).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: z.string().trim().max(8).optional(),
  recommenderId: trimmed(64).optional(),
  captcha: trimmed(16).optional(),
  captchaId: z.string().max(64).optional(),
  verificationCode: z.string().trim().max(12).optional(),
  affiliateCode: trimmed(64).optional(),
  referralCode: trimmed(64).optional(),
  paymentPassword: z.string().max(64).optional(),
  line: trimmed(64).optional(),
  whatsapp: trimmed(64).optional(),
  facebook: trimmed(128).optional(),
  wechat: trimmed(64).optional(),
  idNumber: trimmed(64).optional(),
  domain: trimmed(255).optional(),
  /** The box confirming 18 or older and accepting the terms: the rules refuse the registration unless true. */
  terms: z.boolean().optional(),
  /** true: answer with a session, as a login would. */
  login: z.boolean().default(true),
  /** Third-party phone verification; the built-in flow uses verificationCode instead. */
  firebaseChannel: z.string().max(16).optional(),
  firebaseIdToken: z.string().max(4096).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
/** With login true the answer is a session, as a login's; with login false token and expiresAt are null. */
export const registerValueSchema = loginValueSchema.extend({ token: z.string().nullable(), expiresAt: z.string().nullable() });
export type RegisterValue = z.infer<typeof registerValueSchema>;
export const registerResponseSchema = envelopeSchema(registerValueSchema);

export const affiliateBodySchema = z.object({ code: trimmed(64), domain: trimmed(255).optional() });
export const affiliateResponseSchema = envelopeSchema(z.object({ valid: z.boolean(), agent: z.string().nullable() }));

// ---------- passwords ----------
/** Sent form-urlencoded by the platform's clients; JSON is accepted too. */
export const forgetPasswordBodySchema = z.object({ username: trimmed(64), email: trimmed(128) });
export const forgetPasswordResponseSchema = envelopeSchema(z.object({ sent: z.literal(true) }));

export const resetPasswordBodySchema = z.object({
  token: z.string().trim().min(1).max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const getPasswordByPhoneBodySchema = z.object({
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: verificationCodeSchema,
});
/** The account's username, so the client can log in with the new password (login type empty). */
export const getPasswordByPhoneResponseSchema = envelopeSchema(z.object({ username: z.string() }));

export const changePasswordBodySchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const emptyResponseSchema = envelopeSchema(z.null());

// ---------- outbox (operator) ----------
export const outboxQuerySchema = z.object({
  channel: z.enum(['SMS', 'MAIL']).optional(),
  to: z.string().trim().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['SMS', 'MAIL']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = envelopeSchema(z.array(outboxMessageSchema));
