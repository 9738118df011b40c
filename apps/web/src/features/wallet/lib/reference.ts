import type { TFunction } from 'i18next';

/** A move between wallets: wallet codes (MAIN, a vendor's code, ALL for every game wallet). */
const MOVE = /^([A-Z0-9_]+)->([A-Z0-9_]+)$/;
/** What paid a bonus, rebate or salary: its kind and its number. */
const NUMBERED = /^(reward|mission|raffle|rebate|salary):([0-9]{1,19})$/;

/**
 * An account record's reference in words where the ledger wrote it for itself ("MAIN->PG" is
 * "Main wallet → PG", "reward:12" is "Reward #12"); null for a reference to show as it is (a
 * deposit's code, a game round's id).
 */
export function referenceText(t: TFunction, reference: string, walletName: (code: string) => string): string | null {
  const move = MOVE.exec(reference);
  if (move) {
    const name = (code: string) => (code === 'ALL' ? t('wallet.ref.allGames') : walletName(code));
    return t('wallet.ref.move', { from: name(move[1] as string), to: name(move[2] as string) });
  }
  const numbered = NUMBERED.exec(reference);
  if (numbered) return t(`wallet.ref.${numbered[1] as string}`, { id: numbered[2] });
  return null;
}
