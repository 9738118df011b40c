import { createStore } from '@/lib/create-store.ts';

/** Chromium's install offer (not in the DOM typings): prompt() once, then userChoice tells the outcome. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * `installed`: this page runs as the installed app, or was installed in this visit.
 * `available`: the browser offers a one-tap install. `unavailable`: it does not (Safari, Firefox,
 * already installed elsewhere, or the offer was used); the manual steps apply.
 */
export type InstallState = 'installed' | 'available' | 'unavailable';

interface PromptState {
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
}

const store = createStore<PromptState>({ offer: null, installed: false });

function runsInstalled(win: Window): boolean {
  const standalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);
}

let listening = false;

/**
 * Keeps the browser's install offer for the download page. Chromium fires it once per page load,
 * usually before that page's code has loaded, so the listener starts with the app. The offer is not
 * held back (no preventDefault): the browser's own install hint stays as it is.
 */
export function listenForInstallPrompt(win: Window = window): void {
  if (listening) return;
  listening = true;
  store.set((s) => ({ ...s, installed: s.installed || runsInstalled(win) }));
  win.addEventListener('beforeinstallprompt', (event) => store.set((s) => ({ ...s, offer: event as BeforeInstallPromptEvent })));
  win.addEventListener('appinstalled', () => store.set({ offer: null, installed: true }));
}

/** The install state and the one-tap install, when the browser offers it. */
export function useInstallPrompt(): { state: InstallState; install: () => Promise<'accepted' | 'dismissed' | 'unavailable'> } {
  const { offer, installed } = store.useStore((s) => s);
  const state: InstallState = installed ? 'installed' : offer ? 'available' : 'unavailable';
  const install = async () => {
    const current = store.get().offer;
    if (!current) return 'unavailable' as const;
    // An offer can be shown once; whatever the answer, a new one comes only with a new event.
    store.set((s) => ({ ...s, offer: null }));
    await current.prompt();
    const { outcome } = await current.userChoice;
    if (outcome === 'accepted') store.set((s) => ({ ...s, installed: true }));
    return outcome;
  };
  return { state, install };
}

/** Tests: forget the offer and the installed flag, and listen again on the next call. */
export function resetInstallPrompt(): void {
  store.set({ offer: null, installed: false });
  listening = false;
}
