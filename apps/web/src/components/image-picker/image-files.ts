import { PROOF_TYPES } from '@lumen/contracts/wallet/wallet.contract';
import type { TFunction } from 'i18next';

/** Images the server takes (png, jpeg), judged by their content there; the browser's type is the first check. */
export const IMAGE_TYPES: readonly string[] = PROOF_TYPES;

export interface ImageRules {
  /** Images in all. */
  max: number;
  /** Bytes per image. */
  maxBytes: number;
}

/**
 * Adds chosen images to a list: png or jpg only, at most `maxBytes` each, at most `max` in all.
 * Refused files come back with the reason, named, so the member knows which one and why.
 */
export function addImageFiles(t: TFunction, current: readonly File[], chosen: readonly File[], rules: ImageRules): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of chosen) {
    if (!IMAGE_TYPES.includes(file.type)) {
      problems.push(t('images.badType', { name: file.name }));
    } else if (file.size > rules.maxBytes) {
      problems.push(t('images.tooBig', { name: file.name, max: rules.maxBytes / 1024 / 1024 }));
    } else if (files.length >= rules.max) {
      problems.push(t('images.tooMany', { max: rules.max }));
      break;
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}
