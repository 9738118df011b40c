import { gameClassifyCodes } from '@lumen/contracts/catalogue/catalogue.paths';
import type { GameClassifyCode } from '@lumen/contracts/catalogue/catalogue.contract';
import { languageCodes } from '@lumen/contracts/i18n/languages';

/** Bingo (BG) is offered only where the TY language is supported. */
export function slotFilters(supported: readonly string[] = languageCodes): GameClassifyCode[] {
  const hasTy = supported.some((code) => code.toUpperCase() === 'TY');
  return gameClassifyCodes.filter((code) => code !== 'BG' || hasTy);
}
