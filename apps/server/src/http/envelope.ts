import type { Envelope } from '@lumen/contracts/common/envelope';
import { OK_CODE } from '@lumen/contracts/common/envelope';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, code: OK_CODE, message: 'OK', value };
}
