import { MAIN_WALLET, type MerchantWalletValue, type VendorWallet } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, Undo2, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { invalidateMoney } from '@/features/wallet/api/keys.ts';
import { getMerchantWalletQueryOptions, transferBetweenWallets, useMerchantWallet } from '@/features/wallet/api/merchant-wallet.ts';
import { useWalletTransfer } from '@/features/wallet/lib/use-wallet-transfer.ts';
import { AmountInput, FormFailure, fieldAria, SubmitButton } from '@/features/wallet/components/wallet-ui.tsx';
import { minorOf } from '@/features/wallet/lib/money.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { submitAfresh } from '@/lib/submit-afresh.ts';
import '@/features/wallet/components/wallet.css';

/**
 * A transfer-mode vendor's games play from the member's wallet at that vendor, not the main one:
 * above such a game, its balance and the main one, a way to move money in, and one to take it all
 * back. After a move the game is launched again, so that it starts from the new balance. Shows
 * nothing for a vendor that plays from the main wallet (seamless). When the wallets cannot be read
 * (the game still plays), it says so with a retry, since it cannot tell whose wallet the game uses.
 */
export function GameWalletStrip({ vendorCode, onMoved }: { vendorCode: string; onMoved: () => void }) {
  const { t } = useTranslation();
  const wallets = useMerchantWallet();
  if (wallets.isPending) {
    return (
      <div className="game-wallet" role="status" aria-label={t('seamless.wallet.loading')}>
        <Skeleton width="min(420px, 80%)" height={28} radius="var(--radius-sm)" />
      </div>
    );
  }
  if (wallets.isError && !wallets.data) {
    return (
      <div className="game-wallet">
        <LoadError error={wallets.error} onRetry={() => void wallets.refetch()} />
      </div>
    );
  }
  if (wallets.data.isSingle) return null;
  const own = wallets.data.wallets.find((w) => w.vendorCode === vendorCode);
  if (!own) return null;
  // Another vendor's game starts its strip afresh: the move-in's ends are the new vendor's.
  return <Strip key={own.vendorCode} value={wallets.data} own={own} onMoved={onMoved} />;
}

function Strip({ value, own, onMoved }: { value: MerchantWalletValue; own: VendorWallet; onMoved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const takeOut = useSubmissionKey();
  const [takingOut, setTakingOut] = useState(false);
  const empty = minorOf(own.balance) === 0n;
  const mainEmpty = minorOf(value.main) === 0n;

  const moved = async (next: MerchantWalletValue) => {
    queryClient.setQueryData(getMerchantWalletQueryOptions().queryKey, next);
    await invalidateMoney(queryClient);
    onMoved();
  };
  const moveIn = useWalletTransfer({ value, ends: { from: MAIN_WALLET, to: own.vendorCode }, onMoved: moved });
  const { register, error, failure, setFailure } = moveIn;

  const backToMain = async () => {
    setTakingOut(true);
    setFailure(null);
    try {
      // What the game wallet holds now, not the figure on screen: the game may have paid or taken
      // money since (a win would stay behind, a loss would make the move fail).
      const now = await queryClient.fetchQuery({ ...getMerchantWalletQueryOptions(), staleTime: 0 });
      const balance = now.wallets.find((w) => w.vendorCode === own.vendorCode)?.balance ?? '0.00';
      if (minorOf(balance) === 0n) {
        await moved(now);
        return;
      }
      const body = { from: own.vendorCode, to: MAIN_WALLET, amount: balance };
      await moved(await takeOut.send(body, (key) => transferBetweenWallets(body, key)));
    } catch (err) {
      setFailure(err);
    } finally {
      setTakingOut(false);
    }
  };

  return (
    <section className={`game-wallet${empty ? ' game-wallet-empty' : ''}`} aria-label={t('seamless.wallet.title', { vendor: own.name })}>
      <div className="game-wallet-balances">
        <span className="game-wallet-balance">
          <Wallet size={16} aria-hidden />
          <span className="game-wallet-label">{t('seamless.wallet.title', { vendor: own.name })}</span>
          <Money amount={own.balance} symbol={value.currencySymbol} className="game-wallet-amount" />
        </span>
        <span className="game-wallet-balance game-wallet-main">
          <span className="game-wallet-label">{t('wallet.main')}</span>
          <Money amount={value.main} symbol={value.currencySymbol} className="game-wallet-amount" />
        </span>
      </div>
      {empty && (
        <p className="game-wallet-note" role="note">
          {mainEmpty ? t('seamless.wallet.emptyNoMain', { vendor: own.name }) : t('seamless.wallet.empty', { vendor: own.name })}
        </p>
      )}
      <form
        className="game-wallet-form"
        noValidate
        aria-label={t('seamless.wallet.moveInTitle', { vendor: own.name })}
        onSubmit={submitAfresh(() => setFailure(null), moveIn.submit)}
      >
        <label className="visually-hidden" htmlFor={`${id}-amount`}>
          {t('wallet.amount')}
        </label>
        <AmountInput id={`${id}-amount`} symbol={value.currencySymbol} disabled={own.maintenance} {...fieldAria(`${id}-amount`, error)} {...register('amount')} />
        <button type="button" className="btn btn-ghost btn-sm" disabled={own.maintenance || mainEmpty} onClick={moveIn.fillAll}>
          {t('wallet.all')}
        </button>
        <SubmitButton
          busy={moveIn.submitting}
          disabled={own.maintenance || takingOut}
          className="btn btn-primary btn-sm"
          icon={<ArrowDownToLine size={16} aria-hidden />}
        >
          {t('seamless.wallet.moveIn')}
        </SubmitButton>
        <TakeOutButton busy={takingOut} disabled={empty || moveIn.submitting} onClick={() => void backToMain()}>
          {t('seamless.wallet.backToMain')}
        </TakeOutButton>
      </form>
      {error && (
        <p id={`${id}-amount-error`} className="field-error game-wallet-error" role="alert">
          {error}
        </p>
      )}
      {own.maintenance && <p className="wallet-hint wallet-hint-warn">{t('wallet.transfer.maintenance')}</p>}
      <FormFailure error={failure} />
    </section>
  );
}

function TakeOutButton({ busy, disabled, onClick, children }: { busy: boolean; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={onClick} disabled={busy || disabled} aria-busy={busy}>
      {busy ? <span className="wallet-spinner" aria-hidden /> : <Undo2 size={14} aria-hidden className="flip-rtl" />}
      {children}
    </button>
  );
}
