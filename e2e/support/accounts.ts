// Accounts for the browser tests, made through the public API the way a client makes them, so each
// test owns fresh accounts and never changes the demo data another test relies on.
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { authPaths, type RegisterBody } from '../../packages/contracts/src/auth/auth.contract.ts';
import { solveChallenge } from '../../packages/contracts/src/auth/challenge.ts';
import { agentPaths } from '../../packages/contracts/src/agent/agent.paths.ts';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export interface TestAccount {
  username: string;
  password: string;
  /** Dialing code and national number, when the account has a mobile. */
  mobile?: { countryDialingCode: string; mobileNum: string; target: string };
}

/** A fresh username that satisfies the demo rules (a letter first, 6-16 letters and digits). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${randomInt(1000, 9999)}`.slice(0, 16);
}

/** A fresh Pakistani mobile number (+92 3xx xxxxxxx) nobody has registered yet. */
export function uniqueMobile(): { countryDialingCode: string; mobileNum: string; target: string } {
  const mobileNum = `3${String(randomInt(10, 99))}${String(Date.now()).slice(-7)}`;
  return { countryDialingCode: '+92', mobileNum, target: `+92 ${mobileNum}` };
}

async function challengeFields(api: APIRequestContext) {
  const res = await api.get(authPaths.challenge);
  const body = (await res.json()) as Envelope<{ challengeId: string; salt: string; difficulty: number }>;
  if (!body.success) throw new Error(`challenge answered ${res.status()}: ${JSON.stringify(body)}`);
  return { challengeId: body.value.challengeId, challengeNonce: await solveChallenge(body.value) };
}

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok() || !body?.success) throw new Error(`POST ${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body.value;
}

/** Registers a member by username (and a mobile number when given) without logging in. */
export async function registerMember(
  api: APIRequestContext,
  options: { password?: string; username?: string; referralCode?: string; email?: string } = {},
): Promise<TestAccount> {
  const username = options.username ?? uniqueUsername();
  const password = options.password ?? 'Secret2026';
  const mobile = uniqueMobile();
  const body: RegisterBody = {
    type: 'register',
    username,
    password,
    confirmPassword: password,
    // The demo rules require a mobile number on the username form as well.
    mobileNum: mobile.mobileNum,
    countryDialingCode: mobile.countryDialingCode,
    terms: true,
    login: false,
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(await challengeFields(api)),
  };
  await post(api, authPaths.register, body);
  return { username, password, mobile };
}

/** Logs a member in through the API (as a client does) and answers the session token. */
export async function loginMember(api: APIRequestContext, account: TestAccount): Promise<string> {
  const value = await post<{ token: string }>(api, authPaths.login, {
    username: account.username,
    password: account.password,
    ...(await challengeFields(api)),
  });
  return value.token;
}

/**
 * A member opened by the demo agent from its team's register page, with the password the agent
 * gave: the way an account comes to hold the default 123456, which members cannot choose themselves.
 */
export async function agentOpenedMember(api: APIRequestContext, password: string): Promise<TestAccount> {
  const token = await loginMember(api, { username: 'demoagent', password: 'Agent2026' });
  const username = uniqueUsername();
  const res = await api.post(agentPaths.register, {
    data: { username, password, confirmPassword: password, accountType: 'member' },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
  if (!res.ok() || !body?.success) throw new Error(`POST ${agentPaths.register} answered ${res.status()}: ${JSON.stringify(body)}`);
  return { username, password };
}
