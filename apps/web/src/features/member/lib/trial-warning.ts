import { createStore } from '@/lib/create-store.ts';

/** Whether the "a real account is needed" warning is up (a trial user tried a member-only place). */
const store = createStore({ open: false });

export const showTrialWarning = () => store.set({ open: true });
export const closeTrialWarning = () => store.set({ open: false });
export const useTrialWarningOpen = () => store.useStore((s) => s.open);
