import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_VENDOR_HEADER } from '@lumen/contracts/play/play.contract';
import type { VendorConfig } from './config.ts';

/** The platform's answer envelope. */
export interface PlatformAnswer<T = Record<string, unknown>> {
  status: number;
  success: boolean;
  code: string;
  message: string;
  value: T | null;
}

/** The platform could not be reached, or did not answer in time, after every try. */
export class PlatformUnreachable extends Error {
  override readonly name = 'PlatformUnreachable';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signed calls to the platform's seamless wallet. A call that fails on the network, times out or
 * meets a server error is sent again with the very same body (so the same transaction id): the
 * platform answers a repeat with its first result, so a retry can never move money twice.
 */
export class PlatformClient {
  constructor(private readonly config: VendorConfig) {}

  sign(body: string): string {
    return createHmac('sha256', this.config.secret).update(body, 'utf8').digest('hex');
  }

  async call<T = Record<string, unknown>>(path: string, vendor: string, payload: unknown, language = 'EN'): Promise<PlatformAnswer<T>> {
    const body = JSON.stringify(payload);
    let lastError: unknown;
    for (let attempt = 0; attempt < this.config.attempts; attempt += 1) {
      if (attempt > 0) await sleep(150 * 3 ** (attempt - 1));
      try {
        const res = await fetch(`${this.config.platformUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': language.toLowerCase(),
            [SEAMLESS_VENDOR_HEADER]: vendor,
            [SEAMLESS_SIGNATURE_HEADER]: this.sign(body),
          },
          body,
          signal: AbortSignal.timeout(this.config.timeoutMs),
        });
        const json = (await res.json().catch(() => null)) as Omit<PlatformAnswer<T>, 'status'> | null;
        if (res.status >= 500 || !json) {
          lastError = new Error(`platform answered ${res.status}`);
          continue;
        }
        return { status: res.status, success: json.success === true, code: String(json.code), message: String(json.message ?? ''), value: json.value ?? null };
      } catch (error) {
        lastError = error;
      }
    }
    throw new PlatformUnreachable(`no answer from ${path}: ${(lastError as Error)?.message ?? 'unknown error'}`, { cause: lastError });
  }
}
