import { zodResolver } from '@hookform/resolvers/zod';
import type { MerchantWalletValue } from '@lumen/contracts/wallet/wallet.contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { transferBetweenWallets } from '../api/merchant-wallet.ts';
import { placeServerError, walletCodeFields } from './errors.ts';
import { amountField } from './form-schemas.ts';

/**
 * An amount moved between the main wallet and a vendor's (the wallet page's transfer form, the game
 * page's move-in): the amount checked against what the source holds, one submission key per
 * attempt, the server's field errors placed on the amount and any other failure kept to show.
 * `route` names both ends at the moment of sending; `onMoved` gets the wallets after the move.
 */
export function useWalletTransfer({
  available,
  symbol,
  route,
  onMoved,
}: {
  available: string;
  symbol: string;
  route: () => { from: string; to: string };
  onMoved: (next: MerchantWalletValue) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const keys = useSubmissionKey();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(() => z.object({ amount: amountField(t, { available, symbol }) }), [t, available, symbol]);
  const { register, handleSubmit, formState, setError, setValue, reset } = useForm({ resolver: zodResolver(schema), defaultValues: { amount: '' } });

  const submit = handleSubmit(async ({ amount }) => {
    const body = { ...route(), amount: amount.trim() };
    try {
      const next = await keys.send(body, (key) => transferBetweenWallets(body, key));
      reset();
      await onMoved(next);
    } catch (err) {
      if (!placeServerError(t, err, ['amount'] as const, (_f, message) => setError('amount', { message }), walletCodeFields)) setFailure(err);
    }
  });

  return {
    register,
    submit,
    submitting: formState.isSubmitting,
    error: formState.errors.amount?.message,
    /** Fills in everything the source holds. */
    fillAll: () => setValue('amount', available, { shouldValidate: true }),
    failure,
    setFailure,
  };
}
