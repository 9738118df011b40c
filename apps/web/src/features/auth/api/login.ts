import { apiRequest } from '@/lib/api-client.ts';
import { TOKEN_KEY } from '@/lib/session.ts';

/**
 * The login call. Its contract (captcha, sms type, challenge fields, first-login and expiry
 * handling) is completed with the accounts work; this sends the username form and keeps the token.
 */
export const LOGIN_PATH = '/wps/session/login';

export interface LoginForm {
  username: string;
  password: string;
}

interface LoginValue {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

export async function submitLogin(form: LoginForm): Promise<LoginValue> {
  const value = await apiRequest<LoginValue>(LOGIN_PATH, {
    method: 'POST',
    body: { username: form.username.trim(), password: form.password.trim(), type: 'username' },
  });
  sessionStorage.setItem(TOKEN_KEY, value.token);
  return value;
}
