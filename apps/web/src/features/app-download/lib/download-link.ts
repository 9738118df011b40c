import { paths } from '@/config/paths.ts';

/**
 * The app-download link a QR code carries: the download page in the visitor's language and, for a
 * signed-in member, a one-time hand-off code that opens a new session on the phone (never the
 * session token itself). The query names are the contract's HANDOFF_QUERY and the site's `lang`.
 */
export function downloadLink(origin: string, language: string, handoffCode?: string): string {
  const query = new URLSearchParams({ lang: language });
  if (handoffCode) query.set(HANDOFF_PARAM, handoffCode);
  return `${origin}${paths.download}?${query.toString()}`;
}

/** HANDOFF_QUERY of the auth contract, repeated so the first page does not load the contract (checked in a test). */
export const HANDOFF_PARAM = 'handoff';
