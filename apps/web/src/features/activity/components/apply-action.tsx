import type { Application } from '@lumen/contracts/member/activity.contract';
import { ArrowRight, ClipboardPen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { Badge, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { useSession } from '@/lib/session.ts';
import { useLatestApplications } from '../api/activity.ts';
import { type PromotionAccess, stateTone } from '../lib/activity.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import '@/features/wallet/components/wallet.css';
import './activity.css';

interface ApplyActionProps {
  promotion: { id: string; title: string };
  access: PromotionAccess;
  /** Where the reward of an approved application is claimed. */
  rewardCentrePath: string;
  onLogin: () => void;
  /** A trial account tried to apply: it is told a real account is needed. */
  onTrialBlocked: () => void;
}

/**
 * What a promotion open to applications offers, as it stands for the member: Apply (again, after a
 * rejection, with its remark), in review, approved with the reward to claim, or claimed. A visitor's
 * Apply opens the login; a trial account's is turned away without asking the server.
 */
export function ApplyAction({ promotion, access, rewardCentrePath, onLogin, onTrialBlocked }: ApplyActionProps) {
  const { t } = useTranslation();
  const latest = useLatestApplications(access === 'member');
  const [applying, setApplying] = useState(false);
  const [sent, setSent] = useState(false);

  if (access === 'pending' || (access === 'member' && latest.isPending)) {
    return (
      <div className="activity-action" role="status" aria-label={t('common.loading')}>
        <Skeleton width={120} height={36} radius="var(--radius-pill)" />
      </div>
    );
  }

  // Without the member's applications the card cannot tell Apply from in review or issued: it says
  // why, with a retry (a failed refresh keeps the states it had).
  if (access === 'member' && latest.isError && latest.data === undefined) {
    return (
      <div className="activity-action">
        <LoadError error={latest.error} onRetry={() => void latest.refetch()} />
      </div>
    );
  }

  const application = access === 'member' ? latest.data?.get(promotion.id) : undefined;
  const state = application?.state ?? 'JOIN';

  const apply = () => {
    if (access === 'visitor') onLogin();
    else if (access === 'trial') onTrialBlocked();
    else {
      setSent(false);
      setApplying(true);
    }
  };

  return (
    <div className="activity-action" data-state={state} data-testid={`activity-${promotion.id}`}>
      {state === 'JOIN' || state === 'REJECTED' ? (
        <>
          {application?.state === 'REJECTED' && (
            <p className="activity-rejected" dir="auto">
              {t('promotions.state.rejectedWith', { remark: application.remark ?? '' })}
            </p>
          )}
          <button type="button" className="btn btn-primary activity-apply-button" onClick={apply}>
            <ClipboardPen size={16} aria-hidden />
            {t(state === 'REJECTED' ? 'promotions.apply.again' : 'promotions.apply.open')}
          </button>
        </>
      ) : (
        <StateLine application={application} rewardCentrePath={rewardCentrePath} />
      )}
      {sent && state === 'APPLYING' && <SuccessLine>{t('promotions.apply.sent')}</SuccessLine>}
      {applying && (
        <ApplyDialog
          promotion={promotion}
          onClose={() => setApplying(false)}
          onApplied={() => {
            setApplying(false);
            setSent(true);
          }}
        />
      )}
    </div>
  );
}

/** The chip of an application in review, approved, claimed or ended, with the reward where there is one. */
function StateLine({ application, rewardCentrePath }: { application: Application | undefined; rewardCentrePath: string }) {
  const { t } = useTranslation();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  if (!application) return null;
  const { state, amount } = application;
  return (
    <div className="activity-state">
      <Badge tone={stateTone[state]}>{t(`promotions.state.${state}`)}</Badge>
      {amount !== null && (state === 'ISSUED' || state === 'CLAIMED') && <Money amount={amount} symbol={symbol} className="activity-amount" />}
      {state === 'APPLYING' && <p className="activity-note">{t('promotions.state.applyingHint')}</p>}
      {state === 'ISSUED' && (
        <Link to={rewardCentrePath} className="btn btn-gold btn-sm activity-claim">
          {t('promotions.apply.claim')}
          <ArrowRight size={14} aria-hidden className="flip-rtl" />
        </Link>
      )}
    </div>
  );
}
