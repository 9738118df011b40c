import type { ZodType } from 'zod';
import { EARLY_CALLS_KEY, type EarlyCall } from './early-calls.ts';
import { getToken } from './session.ts';

/** A failed call: the envelope's code, translated message and value (field issues, captcha flag...). */
export class ApiError extends Error {
  readonly code: string;
  readonly value: unknown;
  readonly status: number;

  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

/** The code of an answer refusing the session's token (a wrong password answers LOGIN_FAILED instead). */
const UNAUTHORIZED = 'UNAUTHORIZED';

const memberTokenRefusedListeners = new Set<() => void>();

/**
 * Listens for the member's token being refused: an UNAUTHORIZED answer to a call made with the
 * member's token while that token is still the session's. Calls made without it (a visitor's,
 * one sent with `token: null`, the operator console's) and calls started with an older token
 * (answered after a new login) do not count. Returns the unsubscribe.
 */
export function onMemberTokenRefused(listener: () => void): () => void {
  memberTokenRefusedListeners.add(listener);
  return () => {
    memberTokenRefusedListeners.delete(listener);
  };
}

/**
 * A failed answer's error; told to the listeners when it refuses the member's token. The listener
 * ends the session (the token goes), so the other answers refusing the same token tell nobody.
 */
function failure(error: ApiError, memberToken: string | null): ApiError {
  if (error.code === UNAUTHORIZED && memberToken !== null && getToken() === memberToken) {
    for (const listener of [...memberTokenRefusedListeners]) listener();
  }
  return error;
}

/** Client-side code for a call that never got an answer. */
export const NETWORK_ERROR = 'NETWORK';

let currentLanguage = 'EN';

/** The interface language sent with every call (platform code, e.g. UR). */
export function setApiLanguage(code: string): void {
  currentLanguage = code;
}

export function getApiLanguage(): string {
  return currentLanguage;
}

type EnvelopeSchema<T> = ZodType<{ success: boolean; code: string; message: string; value: T }>;

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON, or FormData sent as multipart (file uploads). */
  body?: unknown;
  /** Extra headers, e.g. the Idempotency-Key of a money request. */
  headers?: Record<string, string>;
  /** The bearer token to send instead of the member's (the operator console sends its own; null sends none). */
  token?: string | null;
  /**
   * Schema of the whole envelope; the parsed `value` is returned. A function loads it on first use
   * (an `import()` of the contract), so the first page does not download schemas nor zod.
   */
  schema?: EnvelopeSchema<T> | (() => Promise<EnvelopeSchema<T>>);
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

interface RawEnvelope {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  value?: unknown;
}

/** Calls the API and returns the envelope's value, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Language': currentLanguage,
    ...options.headers,
  };
  const token = options.token !== undefined ? options.token : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The member's token, when this call carries it (not a visitor's call nor another token).
  const memberToken = options.token === undefined && token ? token : null;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    const early = body === undefined && (options.method ?? 'GET') === 'GET' ? takeEarlyCall(url, headers) : undefined;
    response = await (early ?? fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR, '', 0);
  }

  let json: RawEnvelope;
  try {
    json = (await response.json()) as RawEnvelope;
  } catch {
    throw failure(new ApiError(response.ok ? 'INTERNAL' : statusCode(response.status), '', response.status), memberToken);
  }

  if (!response.ok || json.success !== true) {
    const code = typeof json.code === 'string' ? json.code : statusCode(response.status);
    const message = typeof json.message === 'string' ? json.message : '';
    throw failure(new ApiError(code, message, response.status, json.value ?? null), memberToken);
  }

  if (options.schema) {
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError('INTERNAL', '', response.status, parsed.error.issues);
    return parsed.data.value;
  }
  return json.value as T;
}

/** A call the page started before the app ran (early-calls.ts), when it asked exactly this; each is taken once. */
function takeEarlyCall(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const calls = (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY] as Map<string, EarlyCall> | undefined;
  const call = calls?.get(url);
  if (!call) return undefined;
  calls?.delete(url);
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  return same(call.headers, headers) ? call.response : undefined;
}

function statusCode(status: number): string {
  if (status === 401) return UNAUTHORIZED;
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'MAINTENANCE';
  return 'INTERNAL';
}
