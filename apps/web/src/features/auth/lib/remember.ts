import { REMEMBER_MS } from '@lumen/contracts/auth/auth.contract';
import Cookies from 'js-cookie';

/**
 * Remember me, in cookies that last one day: the last username, the loginRemember flag, and the
 * server-issued remember token keyed by username. A password is never stored: the token stands in
 * for it, and the server can revoke it. The SMS tab keeps its last number the same way.
 */
export const USERNAME_COOKIE = 'username';
export const REMEMBER_COOKIE = 'loginRemember';
export const REMEMBER_TOKEN_COOKIE = 'rememberToken';
export const SMS_COOKIE = 'loginTypeSms';

export interface SmsRecord {
  mobileNum: string;
  countryDialingCode: string;
}

function options(): Cookies.CookieAttributes {
  return {
    expires: new Date(Date.now() + REMEMBER_MS),
    path: '/',
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

function readJson<T>(name: string): T | undefined {
  const raw = Cookies.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A cookie written by something else: treat as absent.
    return undefined;
  }
}

function tokens(): Record<string, string> {
  const map = readJson<Record<string, unknown>>(REMEMBER_TOKEN_COOKIE) ?? {};
  return Object.fromEntries(Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** What the login form starts with: the last username and whether remember was on. */
export function rememberedLogin(): { username: string; remember: boolean } {
  const remember = Cookies.get(REMEMBER_COOKIE) === 'true';
  return { username: remember ? (Cookies.get(USERNAME_COOKIE) ?? '') : '', remember };
}

export function rememberedToken(username: string): string | undefined {
  if (Cookies.get(REMEMBER_COOKIE) !== 'true') return undefined;
  return tokens()[username.trim()];
}

/** After a login with remember on: keep the username, the flag and the token (if one was issued). */
export function saveRemembered(username: string, token: string | null): void {
  const name = username.trim();
  const map = tokens();
  if (token) map[name] = token;
  Cookies.set(USERNAME_COOKIE, name, options());
  Cookies.set(REMEMBER_COOKIE, 'true', options());
  Cookies.set(REMEMBER_TOKEN_COOKIE, JSON.stringify(map), options());
}

/** Drops one username's token (it failed), or everything remember kept. */
export function forgetRemembered(username?: string): void {
  if (username !== undefined) {
    const map = tokens();
    delete map[username.trim()];
    if (Object.keys(map).length) Cookies.set(REMEMBER_TOKEN_COOKIE, JSON.stringify(map), options());
    else Cookies.remove(REMEMBER_TOKEN_COOKIE, { path: '/' });
    return;
  }
  Cookies.remove(USERNAME_COOKIE, { path: '/' });
  Cookies.remove(REMEMBER_COOKIE, { path: '/' });
  Cookies.remove(REMEMBER_TOKEN_COOKIE, { path: '/' });
}

export function rememberedSms(): SmsRecord | undefined {
  const record = readJson<Partial<SmsRecord>>(SMS_COOKIE);
  if (typeof record?.mobileNum !== 'string' || typeof record.countryDialingCode !== 'string') return undefined;
  return { mobileNum: record.mobileNum, countryDialingCode: record.countryDialingCode };
}

export function saveSms(record: SmsRecord): void {
  Cookies.set(SMS_COOKIE, JSON.stringify(record), options());
}

export function forgetSms(): void {
  Cookies.remove(SMS_COOKIE, { path: '/' });
}
