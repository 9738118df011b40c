import { settleWithin } from '@/lib/load-timeout.ts';

/** How a screen group failed to load: a script chunk, a stylesheet, or the 120 s timeout. */
export type ScreenLoadErrorType = 'ChunkLoadError' | 'CSSChunkLoadError' | 'Timeout';

export const SCREEN_LOAD_TIMEOUT = 120_000;

export class ScreenLoadError extends Error {
  readonly type: ScreenLoadErrorType;
  readonly address: string;
  readonly group: string;

  constructor(type: ScreenLoadErrorType, address: string, group: string) {
    super(`${type}: ${group} (${address})`);
    this.name = type;
    this.type = type;
    this.address = address;
    this.group = group;
  }
}

/** Reads the failed address out of the browsers' and the bundler's load error messages. */
export function classifyLoadError(error: unknown, group: string): ScreenLoadError {
  if (error instanceof ScreenLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const css = /Unable to preload CSS for (\S+)/i.exec(message);
  if (css?.[1]) return new ScreenLoadError('CSSChunkLoadError', absolute(css[1]), group);
  const url = /((?:https?:\/\/|\/)[^\s'"]+\.(?:m?js|css)(?:\?[^\s'"]*)?)/i.exec(message);
  const address = url?.[1] ? absolute(url[1]) : window.location.href;
  const type = url?.[1]?.endsWith('.css') ? 'CSSChunkLoadError' : 'ChunkLoadError';
  return new ScreenLoadError(type, address, group);
}

function absolute(address: string): string {
  try {
    return new URL(address, window.location.origin).href;
  } catch {
    return address;
  }
}

/** Rejects with a Timeout when the import has not settled within the limit. */
export function withLoadTimeout<T>(load: Promise<T>, group: string, ms = SCREEN_LOAD_TIMEOUT): Promise<T> {
  return settleWithin(load, ms, () => new ScreenLoadError('Timeout', window.location.href, group));
}
