import { type MemberReward, type RewardStatus, rewardStatuses } from '@lumen/contracts/member/rewards.contract';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Gift, HandCoins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge, FormFailure, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { formatMoney } from '@/features/wallet/lib/money.ts';
import { useSession } from '@/lib/session.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { applyAvailableRewards, useClaimReward, useRewards } from '../api/rewards.ts';
import { whenText } from '../lib/when.ts';
import '@/features/wallet/components/wallet.css';
import './rewards.css';

const PAGE_SIZE = 10;

/**
 * The reward centre: the member's rewards by status (available, claimed, expired), a page at a time.
 * An available one is claimed into the main wallet with one press; the page then says how much was
 * credited, or why it was refused.
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RewardStatus>('AVAILABLE');
  const [pageNo, setPageNo] = useState(1);
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const rewards = useRewards({ status, pageNo, pageSize: PAGE_SIZE });
  const claim = useClaimReward();
  const claimReward = useSingleFlight(claim);

  // Each list answer says how many rewards are claimable now: the menu's badge follows it.
  const available = rewards.data?.available;
  useEffect(() => {
    if (available !== undefined) applyAvailableRewards(queryClient, available);
  }, [available, queryClient]);

  // Claiming the last reward of the last page leaves that page empty: step back to the new last one.
  const totalPages = rewards.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pageNo > Math.max(1, totalPages)) setPageNo(Math.max(1, totalPages));
  }, [totalPages, pageNo]);

  const choose = (next: RewardStatus) => {
    setStatus(next);
    setPageNo(1);
    claim.reset();
  };

  return (
    <div className="rewards">
      <div className="tab-row rewards-tabs" role="tablist" aria-label={t('rewards.statusFilter')}>
        {rewardStatuses.map((s) => (
          <button key={s} type="button" role="tab" className="tab" aria-selected={s === status} onClick={() => choose(s)}>
            {t(`rewards.status.${s}`)}
          </button>
        ))}
      </div>
      {claim.isSuccess && (
        <SuccessLine>
          {t(claim.data.replayed ? 'rewards.alreadyClaimed' : 'rewards.claimed', { amount: formatMoney(claim.data.amount, symbol).trim() })}
        </SuccessLine>
      )}
      <FormFailure error={claim.isError ? claim.error : null} />
      {rewards.isPending ? (
        <ListSkeleton rows={3} height={104} />
      ) : rewards.isError ? (
        <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.list.length === 0 ? (
        <EmptyState>{t(`rewards.empty.${status}`)}</EmptyState>
      ) : (
        <>
          <ul className="reward-list" aria-busy={rewards.isFetching}>
            {rewards.data.list.map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                symbol={symbol}
                claiming={claim.isPending && claim.variables === reward.id}
                busy={claim.isPending}
                onClaim={() => claimReward(reward.id)}
              />
            ))}
          </ul>
          <Paginator page={pageNo} total={rewards.data.totalPages} onChange={setPageNo} />
        </>
      )}
    </div>
  );
}

function RewardCard({
  reward,
  symbol,
  claiming,
  busy,
  onClaim,
}: {
  reward: MemberReward;
  symbol: string;
  claiming: boolean;
  busy: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const when =
    reward.status === 'AVAILABLE'
      ? { iso: reward.expiresAt, text: t('rewards.expires', { when: whenText(reward.expiresAt) }) }
      : reward.status === 'CLAIMED' && reward.claimedAt
        ? { iso: reward.claimedAt, text: t('rewards.claimedAt', { when: formatTime(reward.claimedAt) }) }
        : { iso: reward.expiresAt, text: t('rewards.expiredAt', { when: formatTime(reward.expiresAt) }) };

  return (
    <li className="reward-card" data-status={reward.status} data-testid={`reward-${reward.id}`}>
      <span className="reward-icon" aria-hidden>
        <Gift size={22} />
      </span>
      <div className="reward-main">
        <h2 className="reward-title" dir="auto">
          {reward.title}
        </h2>
        {reward.body && (
          <p className="reward-body" dir="auto">
            {reward.body}
          </p>
        )}
        <p className="reward-when">
          <Clock size={14} aria-hidden />
          <time dateTime={when.iso}>{when.text}</time>
        </p>
      </div>
      <div className="reward-side">
        <Money amount={reward.amount} symbol={symbol} className="reward-amount" />
        {reward.status === 'AVAILABLE' ? (
          <button
            type="button"
            className="btn btn-gold btn-sm reward-claim"
            disabled={busy}
            aria-busy={claiming}
            aria-label={t('rewards.claimOne', { title: reward.title })}
            onClick={onClaim}
          >
            {claiming ? <span className="wallet-spinner" aria-hidden /> : <HandCoins size={16} aria-hidden />}
            {t('rewards.claim')}
          </button>
        ) : (
          <Badge tone={reward.status === 'CLAIMED' ? 'success' : 'muted'}>{t(`rewards.status.${reward.status}`)}</Badge>
        )}
      </div>
    </li>
  );
}
