import { isAgentType, TRIAL_TYPE } from '@lumen/contracts/auth/account-types';
import type { LoginValue, MemberInfo } from '@lumen/contracts/auth/auth.contract';
import { paths } from '@/config/paths.ts';
import { createStore } from './create-store.ts';

/** The session token lives in session storage under `token`, as the platform's clients expect. */
export const TOKEN_KEY = 'token';
/** Kept across logout: the merchant code lives in local storage. */
export const MERCHANT_KEY = 'merchantCode';
/** The operator console's token: a member signing out in the same tab does not sign the operator out. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export function getToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); then nobody is logged in.
    return null;
  }
}

export function isLoggedIn(): boolean {
  return Boolean(getToken());
}

/** Session flags as the spec names them, plus the member info loaded after login. */
export interface SessionState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  member: MemberInfo | null;
  /** Set after a login so the after-login popups (announcements) know to show. */
  afterLogin: boolean;
}

const loggedOut: SessionState = { isLogin: false, isAgent: false, isTrial: false, firstTimeLogin: false, member: null, afterLogin: false };

const store = createStore<SessionState>({ ...loggedOut, isLogin: isLoggedIn() });

export const useSession = store.useStore;
export const getSession = store.get;

function flagsOf(member: MemberInfo): Pick<SessionState, 'isAgent' | 'isTrial' | 'firstTimeLogin'> {
  return { isAgent: member.isAgent || isAgentType(member.type), isTrial: member.isTrial || member.type === TRIAL_TYPE, firstTimeLogin: member.firstTimeLogin };
}

/** After a login, registration or trial login: keep the token and set the flags from the account type. */
export function signIn(value: Pick<LoginValue, 'token' | 'user'>): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, value.token);
  } catch {
    // Without storage the session lasts as long as this page.
  }
  store.set({ isLogin: true, ...flagsOf(value.user), member: value.user, afterLogin: true });
}

/**
 * Fresh member info (loginInfo): updates the flags without touching the token. After a login,
 * firstTimeLogin stays what the login said: the first-login call makes the server stop reporting it,
 * and the after-login popups still need to know.
 */
export function setMember(member: MemberInfo): void {
  store.set((s) => {
    const flags = flagsOf(member);
    return { ...s, isLogin: true, ...flags, firstTimeLogin: s.afterLogin ? s.firstTimeLogin : flags.firstTimeLogin, member };
  });
}

/**
 * The announcement popup's once-per-browser-session flags, one per audience (POPUP_CLOSED_KEYS of
 * features/content/lib/announcement-popup.ts): signing out does not bring back a popup already closed.
 */
export const POPUP_CLOSED_STORAGE_KEYS = ['announcementPopupUser', 'announcementPopupVisitor'] as const;

/** Kept when a member's session is cleared. */
const KEPT_KEYS = [MERCHANT_KEY, ADMIN_TOKEN_KEY, ...POPUP_CLOSED_STORAGE_KEYS];

/**
 * Clears the session: all of session storage except the merchant code (and the operator's token, and
 * which announcement popups were closed), and every flag.
 */
export function clearSession(): void {
  try {
    const kept = KEPT_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const);
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
  } catch {
    // Nothing stored, nothing to clear.
  }
  store.set(loggedOut);
}

/**
 * A token handed over in the address (?token=...) becomes the session's on start; but not on the
 * reset page, whose ?token= is the e-mailed reset link's, for that page to spend.
 */
export function adoptTokenFromUrl(location: Pick<Location, 'search' | 'pathname' | 'hash'>, replace: (url: string) => void): boolean {
  if (location.pathname.toLowerCase() === paths.resetPassword.toLowerCase()) return false;
  const params = new URLSearchParams(location.search);
  const token = params.get(TOKEN_KEY);
  if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) return false;
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    return false;
  }
  params.delete(TOKEN_KEY);
  const rest = params.toString();
  replace(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  store.set((s) => ({ ...s, isLogin: true }));
  return true;
}
