// Calls to the platform's API with a bearer token, for setting up what a browser test then uses.
import type { APIRequestContext } from '@playwright/test';

interface Envelope<T> {
  success: boolean;
  code: string;
  value: T;
}

/** One call as the holder of `token`; anything but a successful envelope throws with the answer. */
export async function callAs<T>(api: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown): Promise<T> {
  const res = await api.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok() || !body?.success) throw new Error(`${method} ${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body.value;
}
