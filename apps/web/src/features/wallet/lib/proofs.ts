import { PROOF_MAX_BYTES, PROOF_MAX_FILES, PROOF_TYPES } from '@lumen/contracts/wallet/wallet.contract';
import type { TFunction } from 'i18next';

/**
 * Adds chosen images to the proof list: png or jpg only, at most 5 MB each, at most 3 in all.
 * Refused files come back with the reason, named, so the member knows which one and why.
 */
export function addProofFiles(t: TFunction, current: readonly File[], chosen: readonly File[]): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (!(PROOF_TYPES as readonly string[]).includes(file.type)) {
      problems.push(t('wallet.confirm.badType', { name: file.name }));
    } else if (file.size > PROOF_MAX_BYTES) {
      problems.push(t('wallet.confirm.tooBig', { name: file.name, max: PROOF_MAX_BYTES / 1024 / 1024 }));
    } else if (files.length >= PROOF_MAX_FILES) {
      problems.push(t('wallet.confirm.tooMany', { max: PROOF_MAX_FILES }));
      break;
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}
