import { zodResolver } from '@hookform/resolvers/zod';
import { MAIN_WALLET, type MerchantWalletValue } from '@lumen/contracts/wallet/wallet.contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { transferBetweenWallets } from '../api/merchant-wallet.ts';
import { placeServerError, walletCodeFields } from './errors.ts';
import { walletTransferFormSchema } from './form-schemas.ts';

/** The wallets a transfer moves money between, by the contract's names (MAIN_WALLET or a vendor code). */
export interface TransferEnds {
  from: string;
  to: string;
}

interface TransferValues extends TransferEnds {
  amount: string;
}

/** What a wallet holds: the main one, or a vendor's (nothing, for a wallet not listed). */
function heldIn(value: MerchantWalletValue, wallet: string): string {
  if (wallet === MAIN_WALLET) return value.main;
  return value.wallets.find((w) => w.vendorCode === wallet)?.balance ?? '0.00';
}

/**
 * An amount moved between two wallets (the wallet page's transfer form, the game page's move-in):
 * both ends and the amount are the form's values, checked by the contract's transfer body (a wallet
 * at each end, not the same one twice, the amount within what the source holds) before anything is
 * sent; one submission key per attempt; the server's field errors placed on the amount and any
 * other failure kept to show. `ends` are the wallets the form starts with: a form that lets the
 * member choose registers `from` and `to`; `onMoved` gets the wallets after the move.
 */
export function useWalletTransfer({ value, ends, onMoved }: { value: MerchantWalletValue; ends: TransferEnds; onMoved: (next: MerchantWalletValue) => Promise<void> | void }) {
  const { t } = useTranslation();
  const keys = useSubmissionKey();
  const [failure, setFailure] = useState<unknown>(null);
  const symbol = value.currencySymbol;
  // The amount is checked against what the source being checked holds.
  const resolver: Resolver<TransferValues> = (values, context, options) =>
    zodResolver(walletTransferFormSchema(t, { available: heldIn(value, values.from), symbol }))(values, context, options);
  const { register, handleSubmit, formState, setError, setValue, getValues, reset, watch } = useForm<TransferValues>({
    resolver,
    defaultValues: { ...ends, amount: '' },
  });
  const from = watch('from');
  const to = watch('to');
  const available = heldIn(value, from);

  const submit = handleSubmit(async (v) => {
    const body = { from: v.from, to: v.to, amount: v.amount.trim() };
    try {
      const next = await keys.send(body, (key) => transferBetweenWallets(body, key));
      // The ends stay as chosen; only the amount empties.
      reset({ from: v.from, to: v.to, amount: '' });
      await onMoved(next);
    } catch (err) {
      if (!placeServerError(t, err, ['amount'] as const, (_f, message) => setError('amount', { message }), walletCodeFields)) setFailure(err);
    }
  });

  return {
    register,
    submit,
    submitting: formState.isSubmitting,
    /** The wallets chosen now. */
    ends: { from, to },
    /** What the source holds. */
    available,
    error: formState.errors.amount?.message,
    fromError: formState.errors.from?.message,
    toError: formState.errors.to?.message,
    /** Fills in everything the source holds. */
    fillAll: () => setValue('amount', available, { shouldValidate: true }),
    /** Swaps the ends (checked again once the form has been sent). */
    swap: () => {
      const now = getValues();
      const shouldValidate = formState.isSubmitted;
      setValue('from', now.to, { shouldValidate });
      setValue('to', now.from, { shouldValidate });
    },
    failure,
    setFailure,
  };
}
