import type { SlotSymbol } from '@lumen/contracts/play/house-slot';
import { Bell, Crown, Gem, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Card ranks are drawn as themselves in every language. */
const RANK: Partial<Record<SlotSymbol, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' };

/** One symbol of the house slot, named for screen readers. */
export function SlotSymbolView({ symbol, size = 30 }: { symbol: SlotSymbol; size?: number }) {
  const { t } = useTranslation();
  const label = t(`play.slot.symbol.${symbol}`);
  const rank = RANK[symbol];
  return (
    <span className={`slot-symbol slot-symbol-${symbol.toLowerCase()}`} role="img" aria-label={label}>
      {symbol === 'WILD' ? (
        <Sparkles size={size} aria-hidden />
      ) : symbol === 'CROWN' ? (
        <Crown size={size} aria-hidden />
      ) : symbol === 'GEM' ? (
        <Gem size={size} aria-hidden />
      ) : symbol === 'BELL' ? (
        <Bell size={size} aria-hidden />
      ) : (
        <span aria-hidden>{rank}</span>
      )}
    </span>
  );
}
