import { i18next } from '@/i18n/i18n.ts';
import { errorText } from '@/lib/error-text.ts';
import { openModal } from '@/lib/modal-store.ts';
import { signIn } from '@/lib/session.ts';
import { redeemHandoff } from '../api/redeem-handoff.ts';
import { HANDOFF_PARAM } from './download-link.ts';

/** A code as the server issues it: 256 bits in base64url. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

type Win = Pick<Window, 'location' | 'history'>;

/** The hand-off code of the address (?handoff=...), taken out of it so history and shared links never keep it. */
export function takeHandoffCode(win: Win = window): string | null {
  const params = new URLSearchParams(win.location.search);
  const code = params.get(HANDOFF_PARAM);
  if (code === null) return null;
  params.delete(HANDOFF_PARAM);
  const rest = params.toString();
  win.history.replaceState(win.history.state, '', `${win.location.pathname}${rest ? `?${rest}` : ''}${win.location.hash}`);
  return code.trim();
}

/**
 * Start-up, before the first calls: a scanned app-download link signs this device in. The code is
 * traded for a new session, taken like a login's answer; a used, expired or unknown code leaves the
 * visitor signed out on the page with the server's message in the warning popup, opened once
 * `textsReady` (the interface texts) has settled. Resolves as soon as the session is decided.
 */
export async function redeemStartupHandoff(win: Win = window, textsReady: Promise<unknown> = Promise.resolve()): Promise<'none' | 'signedIn' | 'failed'> {
  const code = takeHandoffCode(win);
  if (code === null) return 'none';
  let failure: unknown = null;
  try {
    // A malformed code is as good as an unknown one: no call, the same message.
    if (CODE.test(code)) {
      signIn(await redeemHandoff(code));
      return 'signedIn';
    }
  } catch (error) {
    failure = error;
  }
  const warn = () => openModal('warning', { message: failure ? errorText(i18next.t, failure) : i18next.t('errors:HANDOFF_INVALID') });
  void textsReady.then(warn, warn);
  return 'failed';
}
