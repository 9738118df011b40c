import { describe, expect, it } from 'vitest';
import { i18next, loadLanguage } from '@/i18n/i18n.ts';
import { referenceText } from '../lib/reference.ts';

const walletName = (code: string) => (code === 'MAIN' ? 'Main wallet' : code);

describe('account record references', () => {
  const t = i18next.getFixedT('en');
  it.each([
    ['MAIN->PG', 'Main wallet → PG'],
    ['PG->MAIN', 'PG → Main wallet'],
    ['ALL->MAIN', 'All game wallets → Main wallet'],
    ['reward:12', 'Reward #12'],
    ['mission:3', 'Mission #3'],
    ['raffle:4', 'Raffle #4'],
    ['rebate:9', 'Rebate #9'],
    ['salary:21', 'Salary #21'],
  ])('%s reads "%s"', (reference, text) => {
    expect(referenceText(t, reference, walletName)).toBe(text);
  });

  it.each(['DP7Q2K9', 'round-77:abc', 'alice->bob', 'reward:x', 'bonus:1', ''])('%s is shown as it is', (reference) => {
    expect(referenceText(t, reference, walletName)).toBeNull();
  });

  it('in Urdu the arrow points the way the line reads', async () => {
    await loadLanguage('UR');
    expect(referenceText(i18next.getFixedT('ur'), 'MAIN->PG', (code) => (code === 'MAIN' ? 'مین والیٹ' : code))).toBe('مین والیٹ ← PG');
  });
});
