import { createHash } from 'node:crypto';
import { PROOF_MAX_BYTES } from '@lumen/contracts/wallet/wallet.contract';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../http/domain-error.ts';

/** The image types members may upload (proofs, activity applications). */
export type UploadedImageType = 'image/png' | 'image/jpeg';

/**
 * Checks a member's uploaded image: png or jpeg read from the bytes, never from the name or the
 * declared type (UNSUPPORTED_MEDIA_TYPE otherwise), at most 5 MB (PAYLOAD_TOO_LARGE); answers its
 * type and its SHA-256 for storing.
 */
export async function inspectImage(bytes: Uint8Array): Promise<{ contentType: UploadedImageType; sha256: string }> {
  if (bytes.length === 0) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  if (bytes.length > PROOF_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE');
  const contentType = (await fileTypeFromBuffer(bytes))?.mime;
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  return { contentType, sha256: createHash('sha256').update(bytes).digest('hex') };
}
