import { RANK_MEDALS } from '@lumen/contracts/catalogue/catalogue.paths';
import type { RankEntry } from '@lumen/contracts/catalogue/catalogue.contract';
import { Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { useRankList } from '../api/get-rank-list.ts';
import { formatAmount, minorOfAmount } from '../lib/format.ts';
import type { LaunchGame } from './game-grid.tsx';
import { ErrorState, NoData } from './load-state.tsx';
import './winner-board.css';

/** Biggest wins first; equal amounts keep the server's order. */
export function rankedWinners(list: readonly RankEntry[]): RankEntry[] {
  return [...list].sort((a, b) => {
    const d = minorOfAmount(b.winAmount) - minorOfAmount(a.winAmount);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
}

const MEDAL_TONES = ['gold', 'silver', 'bronze'] as const;

/** The winner board: the top three with medals, the rest scrolling; a click launches the game. */
export function WinnerBoard({ onLaunch }: { onLaunch: LaunchGame }) {
  const { t } = useTranslation();
  const rank = useRankList();
  // Wins are in the site's currency: shown with its symbol, as balances are.
  const symbol = usePermission().data?.info.currencySymbol;
  const money = (amount: string) => (symbol ? `${symbol} ${formatAmount(amount)}` : formatAmount(amount));
  const entries = rankedWinners(rank.data?.list ?? []);
  const top = entries.slice(0, RANK_MEDALS);
  const rest = entries.slice(RANK_MEDALS);

  const row = (entry: RankEntry, index: number) => (
    // Named by what it shows (rank, game, winner, amount), so a voice command saying any of it finds it.
    <button type="button" className="winner-row" onClick={() => onLaunch(entry.game, 'REAL')}>
      <span className="winner-rank" data-medal={index < RANK_MEDALS ? MEDAL_TONES[index] : undefined}>
        {index < RANK_MEDALS ? <Medal size={20} aria-hidden /> : null}
        <span>{index + 1}</span>
      </span>
      <span className="winner-who">
        {/* Each in its own direction (an English game name on an Urdu page), so a cut takes its end. */}
        <span className="winner-game own-direction" dir="auto">
          {entry.game.displayName}
        </span>
        <span className="winner-name own-direction" dir="auto">
          {entry.customerName}
        </span>
      </span>
      <span className="winner-amount">{money(entry.winAmount)}</span>
    </button>
  );

  return (
    <section className="winner-board card" aria-labelledby="winner-board-title">
      <h2 id="winner-board-title" className="section-title">
        <Trophy size={20} aria-hidden />
        {t('catalogue.winnerBoard')}
      </h2>
      <div className="winner-columns" aria-hidden>
        <span>{t('catalogue.rank')}</span>
        <span>{t('catalogue.game')}</span>
        <span>{t('catalogue.amount')}</span>
      </div>
      {rank.isError ? (
        <ErrorState error={rank.error} onRetry={() => void rank.refetch()} />
      ) : rank.isPending ? (
        <div className="winner-loading" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} radius="var(--radius-md)" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <NoData text={t('catalogue.noWinners')} />
      ) : (
        <>
          <ol className="winner-top">
            {top.map((entry, i) => (
              <li key={`${entry.rank}-${entry.wonAt}`}>{row(entry, i)}</li>
            ))}
          </ol>
          {rest.length > 0 && (
            <div className="winner-scroll">
              <ol className="winner-rest" start={RANK_MEDALS + 1} data-scrolling={rest.length > 4 || undefined}>
                {rest.map((entry, i) => (
                  <li key={`${entry.rank}-${entry.wonAt}`}>{row(entry, i + RANK_MEDALS)}</li>
                ))}
              </ol>
            </div>
          )}
        </>
      )}
    </section>
  );
}
