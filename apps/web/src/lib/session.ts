/** The session token lives in session storage under `token`, as the platform's clients expect. */
export const TOKEN_KEY = 'token';

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
