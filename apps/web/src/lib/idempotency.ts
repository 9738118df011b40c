import { useRef } from 'react';
import { ApiError, NETWORK_ERROR } from './api-client.ts';

/**
 * The Idempotency-Key of one submission (a money request, a bet). A new submission gets a fresh
 * key; sending the very same request again after it got no answer (network failure, gateway error)
 * reuses the key, so the server applies it at most once and answers the same result. Any answer
 * from the server ends the submission.
 */
export class SubmissionKey {
  private pending: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(request: unknown): string {
    const fingerprint = JSON.stringify(request);
    if (this.pending?.fingerprint === fingerprint) return this.pending.key;
    this.pending = { fingerprint, key: this.newKey() };
    return this.pending.key;
  }

  /** After the call: keep the key only when the outcome is unknown. */
  settle(error?: unknown): void {
    if (error !== undefined && outcomeUnknown(error)) return;
    this.pending = null;
  }

  /** Sends `request` with its key, settling the key by the outcome. */
  async send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(request);
    try {
      const result = await call(key);
      this.settle();
      return result;
    } catch (error) {
      this.settle(error);
      throw error;
    }
  }
}

/** No answer, or a gateway's instead of the server's: the request may or may not have been applied. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.code === NETWORK_ERROR || error.status >= 502);
}

/** One SubmissionKey for the life of a form. */
export function useSubmissionKey(): SubmissionKey {
  const ref = useRef<SubmissionKey | null>(null);
  ref.current ??= new SubmissionKey();
  return ref.current;
}
