import { createHash } from 'node:crypto';
import { PROOF_MAX_BYTES } from '@lumen/contracts/wallet/wallet.contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError, fieldIssue, validationFailed } from '../http/domain-error.ts';

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

/**
 * Reads the one file of a member's multipart upload (field `file`): UNSUPPORTED_MEDIA_TYPE when
 * the body is not multipart, `file` required when it holds no file, PAYLOAD_TOO_LARGE past the
 * limit (the stream is cut there, never buffered whole). A body the multipart parser cannot read
 * (no boundary, cut off, broken part headers) names `file` as invalid: it is the client's to fix.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
    if (file) return await file.toBuffer();
  } catch (err) {
    // The parser's own errors that carry a status (too large, too many parts) answer as they are.
    if (err instanceof DomainError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw validationFailed([fieldIssue(request.lang, 'file', 'invalid')], request.lang);
  }
  throw validationFailed([fieldIssue(request.lang, 'file', 'required')], request.lang);
}
