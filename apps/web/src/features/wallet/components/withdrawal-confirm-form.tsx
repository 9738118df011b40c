import { zodResolver } from '@hookform/resolvers/zod';
import { formatMinor, parseAmount, toMinor } from '@lumen/contracts/wallet/money';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, type WithdrawConfirmBody, withdrawConfirmBodySchema } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CircleCheck, PackageCheck } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { invalidateMoney } from '../api/keys.ts';
import { useBalance } from '../api/merchant-wallet.ts';
import { confirmReceipt, uploadProof } from '../api/withdraw.ts';
import { placeServerError } from '../lib/errors.ts';
import { amountField } from '../lib/form-schemas.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { submitAfresh } from '@/lib/submit-afresh.ts';
import { formatMoney, remainingAmount } from '../lib/money.ts';
import { AmountInput, Field, FormFailure, fieldAria, SubmitButton } from './wallet-ui.tsx';
import { Money } from '@/components/data-state/data-state.tsx';
import { ImagePicker } from '@/components/image-picker/image-picker.tsx';
import { useImageUploads } from '@/components/image-picker/use-image-uploads.ts';

type Result = WithdrawConfirmBody['result'];
const [receivedBody, partialBody, notReceivedBody] = withdrawConfirmBodySchema.options;
const results: Result[] = [receivedBody.shape.result.value, partialBody.shape.result.value, notReceivedBody.shape.result.value];
/** The remark's length as the contract takes it; the box holds no more, so it needs no message. */
const REMARK_MAX = partialBody.shape.remark.unwrap().maxLength ?? undefined;

/**
 * The answer's fields, checked by the contract's body for the chosen result: the received amount by
 * its amountSchema (our messages, and less than the payout: all of it is "received"), the images by
 * its proofIds count. The images are not form values (they upload on sending), so their count comes
 * in and stands in for the ids they will get.
 */
function confirmFormSchema(t: TFunction, { amount, symbol, proofCount }: { amount: string; symbol: string; proofCount: number }) {
  const receivedAmount = amountField(t, { max: formatMinor(toMinor(amount) - 1n), symbol });
  const proofIdsToBe = Array.from({ length: proofCount }, () => '0');
  return z
    .object({
      result: z.union([receivedBody.shape.result, partialBody.shape.result, notReceivedBody.shape.result]),
      receivedAmount: z.string(),
      remark: z.string(),
      /** Never filled in: where a refusal of the images goes. */
      proofIds: z.never().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.result === 'RECEIVED') return;
      const body = v.result === 'PARTIAL' ? partialBody : notReceivedBody;
      if (v.result === 'PARTIAL') {
        const check = receivedAmount.safeParse(v.receivedAmount);
        if (!check.success) ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: check.error.issues[0]?.message ?? t('wallet.error.amount') });
      }
      if (!body.shape.proofIds.safeParse(proofIdsToBe).success) ctx.addIssue({ code: 'custom', path: ['proofIds'], message: t('wallet.confirm.needProof') });
    });
}

/** The fields a server refusal may name, as far as the chosen result shows them. */
const shownFields: Record<Result, readonly ('receivedAmount' | 'proofIds' | 'remark')[]> = {
  RECEIVED: [],
  PARTIAL: ['receivedAmount', 'proofIds', 'remark'],
  NOT_RECEIVED: ['proofIds', 'remark'],
};

/**
 * The member's answer after a payout: received, partly received (the amount that arrived; the rest
 * is shown; up to 3 proof images may go with it), or not received with 1-3 proof images, each
 * uploaded on its own before the answer.
 */
export function WithdrawalConfirmForm({ withdrawalId, amount, onDone }: { withdrawalId: string; amount: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const keys = useSubmissionKey();
  const proofs = useImageUploads({ max: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES }, uploadProof);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  // The images lock once the answer is on its way, not while the fields are checked (focus may go to them).
  const [sending, setSending] = useState(false);

  const schema = useMemo(() => confirmFormSchema(t, { amount, symbol, proofCount: proofs.files.length }), [t, amount, symbol, proofs.files.length]);
  const { register, handleSubmit, formState, setError, clearErrors, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { result: 'RECEIVED' as Result, receivedAmount: '', remark: '' },
  });
  const errors = formState.errors;
  const result = watch('result');
  const received = watch('receivedAmount');
  // A change of images answers an "attach a proof" refusal (the form's or the server's).
  const uploads = {
    ...proofs,
    add: (files: readonly File[]) => {
      clearErrors('proofIds');
      proofs.add(files);
    },
    remove: (file: File) => {
      clearErrors('proofIds');
      proofs.remove(file);
    },
  };

  const remaining = remainingAmount(amount, received);
  const showRemaining = remaining !== null && remaining >= 0n && parseAmount(received) !== null;

  const submit = handleSubmit(
    async (v) => {
      const remark = v.remark.trim() ? { remark: v.remark.trim() } : {};
      let body: WithdrawConfirmBody =
        v.result === 'PARTIAL'
          ? { withdrawalId, result: v.result, receivedAmount: v.receivedAmount.trim(), ...remark }
          : v.result === 'NOT_RECEIVED'
            ? { withdrawalId, result: v.result, proofIds: [], ...remark }
            : { withdrawalId, result: v.result };
      setSending(true);
      try {
        if (body.result !== 'RECEIVED' && proofs.files.length > 0) body = { ...body, proofIds: await proofs.uploadAll() };
        const sent = body;
        await keys.send(sent, (key) => confirmReceipt(sent, key));
        setDone(true);
        await invalidateMoney(queryClient);
      } catch (err) {
        if (!placeServerError(t, err, shownFields[v.result], (f, message) => setError(f, { message }))) setFailure(err);
      } finally {
        setSending(false);
      }
    },
    // The images have no input of ours to focus: when they are the only problem, the picker's "Add image".
    (invalid) => {
      if (invalid.proofIds && !invalid.receivedAmount) form.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
    },
  );

  if (done) {
    return (
      <div className="wallet-stack confirm-done" role="status">
        <CircleCheck size={40} className="confirm-done-icon" aria-hidden />
        <p>{t('wallet.confirm.thanks')}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onDone} data-autofocus>
          {t('wallet.ok')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form} className="wallet-form" noValidate onSubmit={submitAfresh(() => setFailure(null), submit)}>
      <div className="confirm-amount">
        <span>{t('wallet.confirm.paid')}</span>
        <Money amount={amount} symbol={symbol} className="confirm-amount-value" />
      </div>
      <fieldset className="wallet-fieldset">
        <legend className="field-label">{t('wallet.confirm.question')}</legend>
        <div className="confirm-options">
          {results.map((r) => (
            <label key={r} className="choice-card" data-checked={result === r}>
              <input type="radio" value={r} {...register('result')} />
              {t(`wallet.confirm.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {result === 'PARTIAL' && (
        <Field id={`${id}-received`} label={t('wallet.confirm.receivedAmount')} error={errors.receivedAmount?.message}>
          <AmountInput id={`${id}-received`} symbol={symbol} {...fieldAria(`${id}-received`, errors.receivedAmount?.message)} {...register('receivedAmount')} />
        </Field>
      )}
      {result === 'PARTIAL' && showRemaining && remaining !== null && (
        <p className="confirm-remaining" data-testid="remaining-amount">
          {t('wallet.confirm.remaining')}: <strong dir="ltr">{formatMoney(formatMinor(remaining), symbol)}</strong>
        </p>
      )}
      {result !== 'RECEIVED' && (
        <div className="wallet-stack">
          <ImagePicker
            id={`${id}-proofs`}
            label={t(result === 'PARTIAL' ? 'wallet.confirm.proofsOptional' : 'wallet.confirm.proofs', { max: PROOF_MAX_FILES })}
            uploads={uploads}
            error={errors.proofIds?.message}
            locked={sending}
          />
          <Field id={`${id}-remark`} label={t('wallet.confirm.remark')} error={errors.remark?.message}>
            <textarea
              id={`${id}-remark`}
              className="input wallet-textarea"
              maxLength={REMARK_MAX}
              {...fieldAria(`${id}-remark`, errors.remark?.message)}
              {...register('remark')}
            />
          </Field>
        </div>
      )}
      <FormFailure error={failure} />
      <SubmitButton busy={formState.isSubmitting} className="btn btn-primary btn-block" icon={<PackageCheck size={18} aria-hidden />}>
        {t('wallet.confirm.submit')}
      </SubmitButton>
    </form>
  );
}
