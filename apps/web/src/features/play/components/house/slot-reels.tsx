import { SLOT_ROWS, type SlotDefinition, type SlotLineWin, type SlotSymbol, slotWindow } from '@lumen/contracts/play/house-slot';
import { useTranslation } from 'react-i18next';
import { SlotSymbolView } from './slot-symbol.tsx';

/** Which cells (reel, row) the winning lines cross. */
export function winningCells(def: SlotDefinition, wins: readonly SlotLineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    const rows = def.lines[win.line - 1];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/**
 * The five reels: while spinning each reel scrolls its own strip (a CSS animation, nothing per
 * frame in script); when the answer comes they stop one after the other on the round's stops.
 */
export function SlotReels({ def, stops, spinning, wins }: { def: SlotDefinition; stops: readonly number[]; spinning: boolean; wins: readonly SlotLineWin[] }) {
  const { t } = useTranslation();
  const window = slotWindow(def, stops);
  const lit = spinning ? new Set<string>() : winningCells(def, wins);
  return (
    <fieldset className={`slot-reels${spinning ? ' is-spinning' : ''}`} aria-label={t('play.slot.reels')} aria-busy={spinning} dir="ltr">
      {window.map((column, reel) => (
        <div key={reel} className="slot-reel" style={{ ['--reel' as string]: reel }}>
          {spinning ? (
            <div className="slot-strip" aria-hidden>
              {[...def.reels[reel]!, ...def.reels[reel]!.slice(0, SLOT_ROWS)].map((symbol: SlotSymbol, i) => (
                <span key={i} className="slot-cell">
                  <SlotSymbolView symbol={symbol} />
                </span>
              ))}
            </div>
          ) : (
            column.map((symbol, row) => (
              <span key={row} className={`slot-cell slot-stop${lit.has(`${reel}:${row}`) ? ' is-win' : ''}`} data-testid={`cell-${reel}-${row}`}>
                <SlotSymbolView symbol={symbol} />
              </span>
            ))
          )}
        </div>
      ))}
    </fieldset>
  );
}
