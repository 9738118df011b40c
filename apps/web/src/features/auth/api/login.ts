import { authPaths, type LoginBody, type LoginValue, loginResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { apiRequest } from '@/lib/api-client.ts';

export function login(body: LoginBody): Promise<LoginValue> {
  return apiRequest(authPaths.login, { method: 'POST', body, schema: loginResponseSchema });
}
