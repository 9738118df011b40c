import { apiRequest } from '@/lib/api-client.ts';
import { TOKEN_KEY } from '@/lib/session.ts';

/**
 * The registration call. Phone registration, verification codes, the affiliate check and the
 * challenge are completed with the accounts work; this sends the form the operator's rules ask for.
 */
export const REGISTER_PATH = '/wps/member/register';

export type RegistrationForm = Record<string, string | boolean | undefined> & {
  username: string;
  password: string;
  confirmPassword: string;
};

export async function submitRegistration(form: RegistrationForm): Promise<{ token?: string }> {
  const value = await apiRequest<{ token?: string }>(REGISTER_PATH, {
    method: 'POST',
    body: { ...form, type: 'register', domain: window.location.hostname, login: true },
  });
  if (value?.token) sessionStorage.setItem(TOKEN_KEY, value.token);
  return value ?? {};
}
