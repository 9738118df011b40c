import type { Operator } from '@lumen/contracts/admin/admin.contract';
import { createStore } from '@/lib/create-store.ts';
import { ADMIN_TOKEN_KEY } from '@/lib/session.ts';

export { ADMIN_TOKEN_KEY };

function readToken(): string | null {
  try {
    return sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface AdminSessionState {
  token: string | null;
  operator: Operator | null;
}

const store = createStore<AdminSessionState>({ token: readToken(), operator: null });

export const useAdminSession = store.useStore;

export function getAdminToken(): string | null {
  return store.get().token;
}

export function adminSignIn(token: string, operator: Operator): void {
  try {
    sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts as long as this page.
  }
  store.set({ token, operator });
}

export function setAdminOperator(operator: Operator): void {
  store.set((s) => ({ ...s, operator }));
}

export function adminSignOut(): void {
  try {
    sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
  store.set({ token: null, operator: null });
}
