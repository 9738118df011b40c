import { formatMinor, parseAmount, toMinor } from '@lumen/contracts/wallet/money';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, type WithdrawConfirmBody } from '@lumen/contracts/wallet/wallet.contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, PackageCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { invalidateMoney } from '../api/keys.ts';
import { useBalance } from '../api/merchant-wallet.ts';
import { confirmReceipt, uploadProof } from '../api/withdraw.ts';
import { amountField } from '../lib/form-schemas.ts';
import { useSubmissionKey } from '@/lib/idempotency.ts';
import { formatMoney, remainingAmount } from '../lib/money.ts';
import { AmountInput, Field, FormFailure, fieldAria, SubmitButton } from './wallet-ui.tsx';
import { Money } from '@/components/data-state/data-state.tsx';
import { ImagePicker } from '@/components/image-picker/image-picker.tsx';
import { useImageUploads } from '@/components/image-picker/use-image-uploads.ts';

type Result = WithdrawConfirmBody['result'];
const results: Result[] = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

/**
 * The member's answer after a payout: received, partly received (the amount that arrived; the rest
 * is shown; up to 3 proof images may go with it), or not received with 1-3 proof images, each
 * uploaded on its own before the answer.
 */
export function WithdrawalConfirmForm({ withdrawalId, amount, onDone }: { withdrawalId: string; amount: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const keys = useSubmissionKey();
  const [result, setResult] = useState<Result>('RECEIVED');
  const [received, setReceived] = useState('');
  const [receivedError, setReceivedError] = useState<string>();
  const proofs = useImageUploads({ max: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES }, uploadProof);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const remaining = remainingAmount(amount, received);
  const showRemaining = remaining !== null && remaining >= 0n && parseAmount(received) !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setReceivedError(undefined);
    let body: WithdrawConfirmBody;
    if (result === 'PARTIAL') {
      // Less than the whole payout: all of it is "received", nothing is "partly received".
      const check = amountField(t, { max: formatMinor(toMinor(amount) - 1n), symbol }).safeParse(received);
      if (!check.success) {
        setReceivedError(check.error.issues[0]?.message);
        return;
      }
      body = { withdrawalId, result, receivedAmount: received.trim(), ...(remark.trim() ? { remark: remark.trim() } : {}) };
    } else if (result === 'NOT_RECEIVED') {
      if (proofs.files.length === 0) {
        proofs.setProblems([t('wallet.confirm.needProof')]);
        return;
      }
      body = { withdrawalId, result, proofIds: [], ...(remark.trim() ? { remark: remark.trim() } : {}) };
    } else {
      body = { withdrawalId, result };
    }
    setBusy(true);
    try {
      if (body.result !== 'RECEIVED' && proofs.files.length > 0) body = { ...body, proofIds: await proofs.uploadAll() };
      const sent = body;
      await keys.send(sent, (key) => confirmReceipt(sent, key));
      setDone(true);
      await invalidateMoney(queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && result === 'PARTIAL') {
        const fields = (error.value as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
        const issue = fields.find((f) => f.field === 'receivedAmount');
        if (issue) {
          setReceivedError(issue.message);
          return;
        }
      }
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

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
    <form className="wallet-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="confirm-amount">
        <span>{t('wallet.confirm.paid')}</span>
        <Money amount={amount} symbol={symbol} className="confirm-amount-value" />
      </div>
      <fieldset className="wallet-fieldset">
        <legend className="field-label">{t('wallet.confirm.question')}</legend>
        <div className="confirm-options">
          {results.map((r) => (
            <label key={r} className="choice-card" data-checked={result === r}>
              <input type="radio" name={`${id}-result`} value={r} checked={result === r} onChange={() => setResult(r)} />
              {t(`wallet.confirm.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {result === 'PARTIAL' && (
        <Field id={`${id}-received`} label={t('wallet.confirm.receivedAmount')} error={receivedError}>
          <AmountInput
            id={`${id}-received`}
            symbol={symbol}
           
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            {...fieldAria(`${id}-received`, receivedError)}
          />
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
            uploads={proofs}
            locked={busy}
          />
          <Field id={`${id}-remark`} label={t('wallet.confirm.remark')}>
            <textarea id={`${id}-remark`} className="input wallet-textarea" maxLength={140} value={remark} onChange={(e) => setRemark(e.target.value)} />
          </Field>
        </div>
      )}
      <FormFailure error={failure} />
      <SubmitButton busy={busy} className="btn btn-primary btn-block" icon={<PackageCheck size={18} aria-hidden />}>
        {t('wallet.confirm.submit')}
      </SubmitButton>
    </form>
  );
}
