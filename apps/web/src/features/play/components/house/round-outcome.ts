import type { HouseOutcome } from '@lumen/contracts/play/house-result';
import type { TFunction } from 'i18next';

/** "1.9800" as "1.98": a multiplier to two places, as the games show it. */
function times(multiplier: string): string {
  const value = Number(multiplier);
  return Number.isFinite(value) ? value.toFixed(2) : multiplier;
}

/**
 * A house round's outcome in words, in the member's language (the betting record and the verify
 * page): the reels and line wins, the roll against its target, the keno hits, or the crash.
 * `locale` joins a slot's line wins the way the language lists things.
 */
export function roundOutcomeText(outcome: HouseOutcome, status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK', t: TFunction, locale: string): string {
  switch (outcome.engine) {
    case 'SLOT': {
      const { stops, lineWins, totalMultiplier } = outcome.slot;
      const reels = stops.join('-');
      if (lineWins.length === 0) return t('play.outcome.slotNoWin', { stops: reels });
      const wins = new Intl.ListFormat(locale, { type: 'unit' }).format(
        lineWins.map((w) => t('play.outcome.slotLine', { count: w.count, symbol: t(`play.slot.symbol.${w.symbol}`), line: w.line })),
      );
      return t('play.outcome.slotWin', { stops: reels, wins, multiplier: totalMultiplier });
    }
    case 'DICE': {
      const { direction, roll, target, multiplier, won } = outcome.dice;
      return t(`play.outcome.dice${direction}${won ? 'Won' : 'Lost'}`, { roll, target, multiplier: times(multiplier) });
    }
    case 'KENO': {
      const { drawn, hits, picks, multiplier, won } = outcome.keno;
      const values = { drawn: drawn.join(' '), hits: hits.length, picks: picks.length, multiplier: times(multiplier) };
      return won ? t('play.outcome.kenoWon', values) : t('play.outcome.kenoLost', values);
    }
    case 'CRASH': {
      const { roundNumber: round, cashout, crashPoint } = outcome.crash;
      if (cashout !== null) return t('play.outcome.crashCashedOut', { round, cashout: times(cashout) });
      if (crashPoint !== null) return t('play.outcome.crashLost', { round, point: times(crashPoint) });
      return status === 'OPEN' ? t('play.outcome.crashRiding', { round }) : t('play.outcome.crashLostBefore', { round });
    }
  }
}
