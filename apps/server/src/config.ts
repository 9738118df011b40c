import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which proxies may set X-Forwarded-For: "false", "true", a hop count, or a list of IPs/CIDRs. */
  TRUST_PROXY: z.string().default('loopback'),
  WEB_DIST: z.string().optional(),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  SEED_GAMES: z.coerce.number().int().min(0).max(200_000).default(10_000),
  /** Bearer key of the operator calls under /api/ops/; unset means those calls do not exist (404). */
  OPS_API_KEY: z.string().optional(),
  /** Sessions end after this long without a call, and at the latest after SESSION_MAX_HOURS. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  /** A password older than this counts as expired (forced change when PWDEXPFORCECHANGE3 is on). */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Zero bits the offline verification challenge asks for (cost to the client: about 2^n hashes). */
  CHALLENGE_DIFFICULTY: z.coerce.number().int().min(0).max(24).default(12),
  /** SMS and e-mail codes stay valid this long (the client counts down expiredMinutes x 60 s). */
  CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** Login attempts of any kind one address may make per 15 minutes (raise it behind large NATs). */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(10).max(1_000_000).default(300),
  /** Where the reset link in the recovery e-mail points; empty means the origin the caller used. */
  PUBLIC_URL: z.string().optional(),
  /**
   * Key the vendors sign seamless-wallet calls with (hex HMAC-SHA256 of the body); one per vendor
   * with SEAMLESS_SECRET_<VENDOR>. Outside production a development key is used when unset; in
   * production without one every seamless call is refused.
   */
  SEAMLESS_SECRET: z.string().min(16).optional(),
  /**
   * Keys the opaque player ids vendors see. Never a vendor's signing key: a vendor holding it could
   * compute the id of every member number and so read member numbers back from ids. Required in
   * production; elsewhere, when unset, the install's own random key kept in the database.
   */
  SEAMLESS_PLAYER_KEY: z.string().min(16).optional(),
  /** Where browsers reach the demo vendor service (its game pages are framed from there). */
  DEMO_VENDOR_URL: z.string().url().default('http://localhost:8090'),
});

/** The seamless key of development and tests; never accepted in production. */
export const DEV_SEAMLESS_SECRET = 'dev-seamless-secret-not-for-production';

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** A hop count becomes a function (trust the nearest n hops), the form Fastify's types accept. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  webDist: string | undefined;
  seedOnStart: boolean;
  seedGames: number;
  opsApiKey: string | undefined;
  auth: {
    sessionIdleMinutes: number;
    sessionMaxHours: number;
    passwordMaxAgeDays: number;
    challengeDifficulty: number;
    codeTtlMinutes: number;
    loginAttemptsPerIp: number;
    publicUrl: string | undefined;
  };
  seamless: {
    /** Signing key per vendor code (upper case), and the key of every vendor not listed. */
    vendorSecrets: Record<string, string>;
    defaultSecret: string | undefined;
    /** Undefined: the install's own key, server key `seamless-player` (see playerIdOf). */
    playerKey: string | undefined;
  };
  demoVendor: {
    /** Public base URL of the demo vendor service, without a trailing slash. */
    url: string;
  };
}

/** The key a vendor's seamless calls must be signed with; undefined refuses them all. */
export function seamlessSecretOf(config: AppConfig, vendorCode: string): string | undefined {
  return config.seamless.vendorSecrets[vendorCode.toUpperCase()] ?? config.seamless.defaultSecret;
}

function parseTrustProxy(raw: string): AppConfig['trustProxy'] {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const defaultSecret = e.SEAMLESS_SECRET ?? (production ? undefined : DEV_SEAMLESS_SECRET);
  const vendorSecrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^SEAMLESS_SECRET_([A-Z0-9_]{1,40})$/.exec(name);
    if (match?.[1] && value && value.length >= 16) vendorSecrets[match[1]] = value;
  }
  const playerKey = e.SEAMLESS_PLAYER_KEY;
  // Checked at start-up, so a deployment that would hand vendors invertible ids never serves one.
  if (production && !playerKey) {
    throw new Error('SEAMLESS_PLAYER_KEY (16 characters or more, not a vendor signing key) is required in production');
  }
  if (playerKey && [DEV_SEAMLESS_SECRET, e.SEAMLESS_SECRET, ...Object.values(vendorSecrets)].includes(playerKey)) {
    throw new Error('SEAMLESS_PLAYER_KEY must differ from SEAMLESS_SECRET and every SEAMLESS_SECRET_<VENDOR>: vendors sign with those');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: e.WEB_DIST,
    seedOnStart: e.SEED_ON_START === 'true',
    seedGames: e.SEED_GAMES,
    opsApiKey: e.OPS_API_KEY || undefined,
    auth: {
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      sessionMaxHours: e.SESSION_MAX_HOURS,
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      challengeDifficulty: e.CHALLENGE_DIFFICULTY,
      codeTtlMinutes: e.CODE_TTL_MINUTES,
      loginAttemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP,
      publicUrl: e.PUBLIC_URL || undefined,
    },
    seamless: {
      vendorSecrets,
      defaultSecret,
      playerKey,
    },
    demoVendor: { url: e.DEMO_VENDOR_URL.replace(/\/+$/, '') },
  };
}

/** The configuration tests and benchmarks start from: quiet, no seeding, no web build needed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', CHALLENGE_DIFFICULTY: '4' }),
    ...overrides,
  };
}
