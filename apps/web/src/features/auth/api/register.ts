import { authPaths, type RegisterBody, type RegisterValue, registerResponseSchema } from '@lumen/contracts/auth/auth.contract';
import { apiRequest } from '@/lib/api-client.ts';

export function register(body: RegisterBody): Promise<RegisterValue> {
  return apiRequest(authPaths.register, { method: 'POST', body, schema: registerResponseSchema });
}
