import { BadgeCheck, Link2, UserPlus, Users } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge, CopyButton } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { invitationLink, useReferralFriends, useReferralSummary } from '../api/referral.ts';
import '@/features/wallet/components/wallet.css';
import '@/components/data-state/data-table.css';
import './referral.css';

const PAGE_SIZE = 10;

/**
 * Invite friends: the member's invitation code and sign-up link (with a QR code to scan from a
 * phone), how many friends joined and deposited, and the friends, newest first.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const summary = useReferralSummary();

  if (summary.isPending) {
    return (
      <div className="referral">
        <Skeleton height={212} radius="var(--radius-lg)" />
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const { code, invited, deposited } = summary.data;
  const link = invitationLink(window.location.origin, code);

  return (
    <div className="referral">
      <section className="referral-invite" aria-labelledby="referral-code-title">
        <div className="referral-invite-text">
          <h2 id="referral-code-title" className="referral-label">
            {t('referral.code')}
          </h2>
          <div className="referral-code-row">
            <strong className="referral-code" dir="ltr" data-testid="referral-code">
              {code}
            </strong>
            <CopyButton value={code} label={t('referral.code')} />
          </div>
          <p className="referral-label">
            <Link2 size={14} aria-hidden /> {t('referral.link')}
          </p>
          <div className="referral-code-row">
            <code className="referral-link" dir="ltr">
              {link}
            </code>
            <CopyButton value={link} label={t('referral.link')} />
          </div>
          <p className="referral-how">{t('referral.how')}</p>
        </div>
        <figure className="referral-qr">
          <QRCodeSVG value={link} size={132} marginSize={2} role="img" aria-label={t('referral.qr')} />
          <figcaption>{t('referral.qr')}</figcaption>
        </figure>
      </section>
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat-main" data-testid="referral-invited">
          <span className="wallet-stat-label">
            <Users size={14} aria-hidden /> {t('referral.invited')}
          </span>
          <span className="wallet-stat-value">{invited}</span>
        </div>
        <div className="wallet-stat" data-testid="referral-deposited">
          <span className="wallet-stat-label">
            <BadgeCheck size={14} aria-hidden /> {t('referral.deposited')}
          </span>
          <span className="wallet-stat-value">{deposited}</span>
        </div>
      </div>
      <FriendList />
    </div>
  );
}

function FriendList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const friends = useReferralFriends({ pageNo, pageSize: PAGE_SIZE });

  if (friends.isPending) return <ListSkeleton rows={3} />;
  if (friends.isError) return <LoadError error={friends.error} onRetry={() => void friends.refetch()} />;
  if (friends.data.list.length === 0) {
    return (
      <EmptyState>
        <UserPlus size={18} aria-hidden /> {t('referral.none')}
      </EmptyState>
    );
  }
  return (
    <>
      <table className="data-table" aria-label={t('referral.friends')} aria-busy={friends.isFetching}>
        <thead>
          <tr>
            <th scope="col">{t('referral.friend')}</th>
            <th scope="col">{t('referral.joined')}</th>
            <th scope="col">{t('referral.firstDeposit')}</th>
          </tr>
        </thead>
        <tbody>
          {friends.data.list.map((f) => (
            <tr key={`${f.username}-${f.joinedAt}`}>
              <td data-label={t('referral.friend')}>
                <bdi dir="ltr">{f.username}</bdi>
              </td>
              <td data-label={t('referral.joined')}>{formatTime(f.joinedAt)}</td>
              <td data-label={t('referral.firstDeposit')}>
                {f.firstDepositAt ? <Badge tone="success">{formatTime(f.firstDepositAt)}</Badge> : <Badge tone="muted">{t('referral.noDeposit')}</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Paginator page={pageNo} total={friends.data.totalPages} onChange={setPageNo} />
    </>
  );
}
