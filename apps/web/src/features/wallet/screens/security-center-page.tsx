import { KeyRound, Landmark, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWithdrawInfo } from '../api/withdraw.ts';
import { BankAccountsPanel } from '../components/bank-accounts.tsx';
import { PaymentPasswordForm } from '../components/payment-password-form.tsx';
import { Badge, Section } from '../components/wallet-ui.tsx';
import { ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { openModal } from '@/lib/modal-store.ts';
import '../components/wallet.css';

/** My account: the login password, the payment password and the payee bank accounts. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const hasPassword = info.data?.hasPaymentPassword ?? false;
  return (
    <div className="wallet-page">
      <Section title={t('wallet.pp.loginPassword')} icon={<KeyRound size={20} aria-hidden />}>
        <p className="wallet-hint">{t('wallet.pp.loginPasswordText')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => openModal('changePassword')}>
          {t('auth.changePassword')}
        </button>
      </Section>
      <Section
        title={t('wallet.pp.title')}
        icon={<LockKeyhole size={20} aria-hidden />}
        actions={info.data && <Badge tone={hasPassword ? 'success' : 'warning'}>{hasPassword ? t('wallet.pp.isSet') : t('wallet.pp.notSet')}</Badge>}
      >
        {info.isPending ? (
          <ListSkeleton rows={2} />
        ) : info.isError ? (
          <LoadError error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <PaymentPasswordForm key={String(hasPassword)} hasPassword={hasPassword} />
        )}
      </Section>
      <Section title={t('wallet.bank.title')} icon={<Landmark size={20} aria-hidden />}>
        <BankAccountsPanel />
      </Section>
    </div>
  );
}
