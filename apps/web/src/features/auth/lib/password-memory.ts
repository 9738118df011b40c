import { getToken } from '@/lib/session.ts';

/**
 * The password typed at the last login, kept in memory only (never in storage) and only for the
 * session it opened, so a forced password change does not ask for it again.
 */
let held: { token: string; password: string } | null = null;

export function holdPassword(password: string): void {
  const token = getToken();
  held = token && password ? { token, password } : null;
}

/** The held password, if the session it belongs to is still the current one. */
export function heldPassword(): string | null {
  if (!held) return null;
  if (held.token !== getToken()) {
    held = null;
    return null;
  }
  return held.password;
}

export function dropPassword(): void {
  held = null;
}
