import type { Raffle } from '@lumen/contracts/member/raffle.contract';
import { groupAmount } from '@lumen/contracts/wallet/money';
import { Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/dates.ts';
import { formatCount } from '@/lib/numbers.ts';

/** Winners shown before "Show all": a card stays short. */
const FIRST_WINNERS = 5;

/** After the draw: when it was drawn, from how many qualified entries, and who won what (names masked). */
export function RaffleWinners({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { winners } = raffle;
  const shown = all ? winners : winners.slice(0, FIRST_WINNERS);
  return (
    <fieldset className="raffle-winners" aria-labelledby={headingId}>
      <h4 id={headingId} className="raffle-subheading">
        <Trophy size={14} aria-hidden />
        {t('raffle.winners.title')}
      </h4>
      {raffle.drawnAt && (
        <p className="raffle-muted">
          {t('raffle.winners.drawn', { when: formatTime(raffle.drawnAt), count: raffle.qualified ?? 0, qualified: formatCount(raffle.qualified ?? 0) })}
        </p>
      )}
      {winners.length === 0 ? (
        <p className="raffle-muted">{t('raffle.winners.none')}</p>
      ) : (
        <ol className="raffle-winner-list">
          {shown.map((winner, index) => (
            // The same masked name may win twice in one list only by chance: the place keeps keys apart.
            <li key={index} className="raffle-winner">
              <span className="raffle-winner-name" dir="ltr">
                {winner.name}
              </span>
              <span className="raffle-winner-amount" dir="ltr">
                {groupAmount(winner.amount)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {winners.length > FIRST_WINNERS && (
        <button type="button" className="btn btn-ghost btn-sm raffle-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('raffle.winners.fewer') : t('raffle.winners.all', { count: winners.length, total: formatCount(winners.length) })}
        </button>
      )}
    </fieldset>
  );
}
