import { MAIN_WALLET, type MerchantWalletValue, type VendorWallet } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownUp, Info, RefreshCw, Undo2, Wallet, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchantWalletQueryOptions, transferAllToMain, useMerchantWallet } from '../api/merchant-wallet.ts';
import { useWalletTransfer } from '../lib/use-wallet-transfer.ts';
import { invalidateMoney } from '../api/keys.ts';
import { AmountInput, Badge, Field, FormFailure, fieldAria, Section, SubmitButton, SuccessLine } from '../components/wallet-ui.tsx';
import { ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { formatMoney } from '../lib/money.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { submitAfresh } from '@/lib/submit-afresh.ts';
import '../components/wallet.css';

/** My wallet: main and vendor balances, transfers between main and a vendor wallet, all back to main. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const wallet = useMerchantWallet();
  const queryClient = useQueryClient();

  if (wallet.isPending) return <ListSkeleton rows={5} />;
  if (wallet.isError) return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const value = wallet.data;

  const refresh = (
    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void wallet.refetch()} disabled={wallet.isFetching} aria-label={t('wallet.refresh')}>
      <RefreshCw size={14} className={wallet.isFetching ? 'wallet-rotating' : undefined} aria-hidden />
      {t('wallet.refresh')}
    </button>
  );

  return (
    <div className="wallet-page">
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat-main">
          <span className="wallet-stat-label">{t('wallet.total')}</span>
          <Money amount={value.total} symbol={value.currencySymbol} className="wallet-stat-value" />
        </div>
        <div className="wallet-stat">
          <span className="wallet-stat-label">{t('wallet.main')}</span>
          <Money amount={value.main} symbol={value.currencySymbol} className="wallet-stat-value" />
        </div>
      </div>
      {value.isSingle ? (
        <>
          <div className="wallet-note" role="note">
            <Info size={20} aria-hidden />
            <p>{t('wallet.single')}</p>
          </div>
          {/* Money left in game wallets from before the site had one wallet: shown, and brought back in one go. */}
          {value.wallets.length > 0 && (
            <Section title={t('wallet.vendors')} icon={<Wallet size={20} aria-hidden />} actions={<AllToMainButton value={value} />}>
              <ul className="vendor-wallets">
                {value.wallets.map((w) => (
                  <VendorWalletCard key={w.vendorCode} wallet={{ ...w, maintenance: false }} symbol={value.currencySymbol} />
                ))}
              </ul>
            </Section>
          )}
        </>
      ) : (
        <>
          <Section title={t('wallet.transfer.title')} icon={<ArrowDownUp size={20} aria-hidden />} actions={refresh}>
            <TransferForm value={value} onMoved={(next) => queryClient.setQueryData(getMerchantWalletQueryOptions().queryKey, next)} />
          </Section>
          <Section title={t('wallet.vendors')} icon={<Wallet size={20} aria-hidden />} actions={<AllToMainButton value={value} />}>
            {value.wallets.length === 0 ? (
              <p className="wallet-hint">{t('wallet.noVendors')}</p>
            ) : (
              <ul className="vendor-wallets">
                {value.wallets.map((w) => (
                  <VendorWalletCard key={w.vendorCode} wallet={w} symbol={value.currencySymbol} />
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </div>
  );
}

function VendorWalletCard({ wallet, symbol }: { wallet: VendorWallet; symbol: string }) {
  const { t } = useTranslation();
  return (
    <li className="vendor-wallet" data-testid={`vendor-wallet-${wallet.vendorCode}`}>
      <div className="vendor-wallet-head">
        <strong>{wallet.name}</strong>
        {wallet.maintenance && (
          <Badge tone="warning">
            <Wrench size={12} aria-hidden />
            {t('wallet.maintenance')}
          </Badge>
        )}
      </div>
      <Money amount={wallet.balance} symbol={symbol} className="vendor-wallet-balance" />
    </li>
  );
}

function AllToMainButton({ value }: { value: MerchantWalletValue }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useSubmissionKey();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const hasAny = value.wallets.some((w) => w.balance !== '0.00');
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const next = await keys.send({ allToMain: true, at: value.total }, (key) => transferAllToMain(key));
      queryClient.setQueryData(getMerchantWalletQueryOptions().queryKey, next);
      await invalidateMoney(queryClient);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="wallet-inline-action">
      <button type="button" className="btn btn-gold btn-sm" onClick={() => void run()} disabled={busy || !hasAny}>
        {busy ? <span className="wallet-spinner" aria-hidden /> : <Undo2 size={14} aria-hidden className="flip-rtl" />}
        {t('wallet.allToMain')}
      </button>
      <FormFailure error={failure} />
    </div>
  );
}

function TransferForm({ value, onMoved }: { value: MerchantWalletValue; onMoved: (next: MerchantWalletValue) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  const transfer = useWalletTransfer({
    value,
    // At first main to the first vendor open for transfers; the member picks the vendor and the direction.
    ends: { from: MAIN_WALLET, to: value.wallets.find((w) => !w.maintenance)?.vendorCode ?? value.wallets[0]?.vendorCode ?? '' },
    onMoved: async (next) => {
      onMoved(next);
      setDone(true);
      await invalidateMoney(queryClient);
    },
  });
  const { register, error, failure, setFailure, ends, available } = transfer;
  // The vendor's end is the one that is not main: "to" while money goes in, "from" once swapped.
  const vendorEnd = ends.from === MAIN_WALLET ? 'to' : 'from';
  const toVendor = vendorEnd === 'to';
  const vendorError = toVendor ? transfer.toError : transfer.fromError;
  const chosen = value.wallets.find((w) => w.vendorCode === ends[vendorEnd]);
  const blocked = toVendor && chosen?.maintenance === true;

  const vendorLabel = toVendor ? t('wallet.transfer.to') : t('wallet.transfer.from');
  const vendorSelect = (
    <select id={`${id}-vendor`} className="input wallet-select" {...fieldAria(`${id}-vendor`, vendorError)} {...register(vendorEnd)}>
      {value.wallets.map((w) => (
        <option key={w.vendorCode} value={w.vendorCode}>
          {w.name}
          {w.maintenance ? ` (${t('wallet.maintenance')})` : ''}
        </option>
      ))}
    </select>
  );
  const vendorField = (
    <Field id={`${id}-vendor`} label={vendorLabel} error={vendorError}>
      {vendorSelect}
    </Field>
  );
  const mainField = (
    <div className="field">
      <span className="field-label">{toVendor ? t('wallet.transfer.from') : t('wallet.transfer.to')}</span>
      <div className="input wallet-fixed">{t('wallet.main')}</div>
    </div>
  );

  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={submitAfresh(() => {
        setDone(false);
        setFailure(null);
      }, transfer.submit)}
      aria-label={t('wallet.transfer.title')}
    >
      <div className="transfer-ends">
        {toVendor ? mainField : vendorField}
        <button type="button" className="btn btn-icon transfer-swap" onClick={transfer.swap} aria-label={t('wallet.transfer.swap')} title={t('wallet.transfer.swap')}>
          <ArrowDownUp size={18} aria-hidden />
        </button>
        {toVendor ? vendorField : mainField}
      </div>
      <Field
        id={`${id}-amount`}
        label={t('wallet.amount')}
        error={error}
        hint={t('wallet.available', { amount: formatMoney(available, value.currencySymbol) })}
      >
        <div className="wallet-amount-row">
          <AmountInput id={`${id}-amount`} symbol={value.currencySymbol} {...fieldAria(`${id}-amount`, error)} {...register('amount')} />
          <button type="button" className="btn btn-ghost" onClick={transfer.fillAll}>
            {t('wallet.all')}
          </button>
        </div>
      </Field>
      {blocked && <p className="wallet-hint wallet-hint-warn">{t('wallet.transfer.maintenance')}</p>}
      <FormFailure error={failure} />
      {done && <SuccessLine>{t('wallet.transfer.done')}</SuccessLine>}
      <SubmitButton busy={transfer.submitting} disabled={blocked} icon={<ArrowDownUp size={18} aria-hidden />}>
        {t('wallet.transfer.submit')}
      </SubmitButton>
    </form>
  );
}
