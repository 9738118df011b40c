import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';

/**
 * The Idempotency-Key of one bet. A new bet gets a fresh key; sending the very same bet again
 * after it got no answer (network failure, gateway error) reuses the key, so the server plays it
 * at most once and answers the same round. Any answer from the server ends the attempt.
 */
export class BetKey {
  private pending: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(request: unknown): string {
    const fingerprint = JSON.stringify(request);
    if (this.pending?.fingerprint === fingerprint) return this.pending.key;
    this.pending = { fingerprint, key: this.newKey() };
    return this.pending.key;
  }

  /** Whether the last attempt is still unanswered (its retry will reuse the key). */
  get unanswered(): boolean {
    return this.pending !== null;
  }

  async send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(request);
    try {
      const result = await call(key);
      this.pending = null;
      return result;
    } catch (error) {
      if (!outcomeUnknown(error)) this.pending = null;
      throw error;
    }
  }
}

/** No answer, or a gateway's instead of the server's: the bet may or may not have been played. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.code === NETWORK_ERROR || error.status >= 502);
}
