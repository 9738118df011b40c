import { createStore } from '@/lib/create-store.ts';

/**
 * When each SMS code's resend countdown ends, by what the code is for and the number it went to.
 * Kept outside the send button, which unmounts with its form (login tabs, registration tabs, the
 * popup closing), so a button drawn again for the same number still waits. Memory only: a reload
 * forgets it and the server's own rate limit still holds.
 */
export type CodePurpose = 'login' | 'register' | 'reset';

const store = createStore<Readonly<Record<string, number>>>({});

export const codeCountdownKey = (purpose: CodePurpose, target: string) => `${purpose}:${target}`;

/** The countdown's end (epoch ms), or 0 when none runs for the key. */
export function useCodeCountdownEnd(key: string): number {
  return store.useStore((s) => s[key] ?? 0);
}

export function startCodeCountdown(key: string, endsAt: number): void {
  store.set((s) => ({ ...s, [key]: endsAt }));
}

/** Drops the countdown once it has run out, unless a newer one has replaced it meanwhile. */
export function endCodeCountdown(key: string, endsAt: number): void {
  store.set((s) => {
    if (s[key] !== endsAt) return s;
    const { [key]: _ended, ...rest } = s;
    return rest;
  });
}

/** Forgets every countdown (for tests, which share the module between cases). */
export function clearCodeCountdowns(): void {
  store.set({});
}
