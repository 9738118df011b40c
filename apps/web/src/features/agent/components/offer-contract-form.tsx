import { zodResolver } from '@hookform/resolvers/zod';
import { type AgentContract, type ContractKind, contractKinds, dividendPeriods, type OfferContractBody } from '@lumen/contracts/agent/salary.contract';
import { Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '@/components/form-field/form-field.tsx';
import { FormFailure, SubmitButton, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { placeServerError } from '@/features/wallet/lib/errors.ts';
import '@/features/wallet/components/wallet.css';
import {
  type DividendPeriod,
  emptyOffer,
  highestRateTier,
  namedTierField,
  type OfferDraft,
  offerBody,
  offerCeiling,
  offerDraftSchema,
  tierColumns,
} from '../lib/offer-form.ts';
import { AgentPicker, type AgentSearch } from './agent-picker.tsx';
import { TiersEditor } from './tiers-editor.tsx';
import './salary.css';

/**
 * Offering a contract: the agent it goes to (found by username, see AgentPicker), the dividend
 * period (dividends only) and the tiers, checked here first (rates above 0, at most 2 decimals, not
 * above the kind's ceiling nor the caller's own contract), then by the server, whose refusals show
 * under the field they name (an agent it will not take, under the agent).
 *
 * The agent centre offers one kind to its direct downline agents; the operator's desk chooses the
 * kind and offers to the top agents (`kindChoice`, no `maxOfferRate`).
 */
export function OfferContractForm({
  kind: fixedKind,
  kindChoice = false,
  agents,
  partyLabel,
  maxOfferRate,
  period: fixedPeriod,
  submit,
  onOffered,
}: {
  /** The kind offered (the desk's first choice when `kindChoice`). */
  kind: ContractKind;
  kindChoice?: boolean;
  /** Whom the contract may go to: the server's search of them. */
  agents: AgentSearch;
  partyLabel: string;
  /** The caller's own contract's highest rate (the agent centre); undefined for the operator. */
  maxOfferRate?: string | null;
  /** A dividend's period when it is not the caller's to choose: an agent offers its own contract's. */
  period?: DividendPeriod | undefined;
  submit: (body: OfferContractBody) => Promise<AgentContract>;
  onOffered?: (contract: AgentContract) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [offered, setOffered] = useState<AgentContract | null>(null);
  const schema = useMemo(
    () =>
      offerDraftSchema(maxOfferRate, {
        partyRequired: t('salary.offer.partyRequired'),
        rateRequired: t('salary.offer.rateRequired'),
        rateInvalid: t('salary.offer.rateInvalid'),
        rateAboveMax: (max) => t('salary.offer.rateAboveMax', { max }),
        rateAboveOffer: (max) => t('salary.offer.rateAboveOffer', { max }),
        amountInvalid: t('salary.offer.amountInvalid'),
        countInvalid: t('salary.offer.countInvalid'),
      }),
    [t, maxOfferRate],
  );
  const initial = fixedPeriod ? { ...emptyOffer(fixedKind), period: fixedPeriod } : emptyOffer(fixedKind);
  const form = useForm<OfferDraft>({ resolver: zodResolver(schema), defaultValues: initial });
  const { register, handleSubmit, formState, setError, reset, watch } = form;
  const { field: party } = useController({ control: form.control, name: 'downlineId' });
  // A new picker after each offer: its text goes with the agent the form no longer holds.
  const [pickerKey, setPickerKey] = useState(0);
  const errors = formState.errors;
  const kind = kindChoice ? watch('kind') : fixedKind;
  const ceiling = offerCeiling(kind, maxOfferRate);
  const fieldId = (name: string) => `${id}-${name}`;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setOffered(null);
    const draft = { ...values, kind };
    try {
      const contract = await submit(offerBody(draft));
      reset({ ...emptyOffer(kind), period: values.period });
      setPickerKey((k) => k + 1);
      setOffered(contract);
      onOffered?.(contract);
    } catch (error) {
      const shown = [
        'downlineId',
        ...(kind === 'DIVIDEND' ? ['period'] : []),
        ...values.tiers.flatMap((_, i) => ['rate', ...tierColumns[kind]].map((field) => `tiers.${i}.${field}`)),
      ];
      const placed = placeServerError(t, error, shown, (field, message) => setError(field as Path<OfferDraft>, { message }), {
        // The server names the tier its upline's contract does not cover; the highest rate otherwise.
        RATE_ABOVE_UPLINE: namedTierField(error) ?? `tiers.${highestRateTier(values.tiers)}.rate`,
        OFFER_PENDING: 'downlineId',
        NOT_FOUND: 'downlineId',
      });
      if (!placed) setFailure(error);
    }
  });

  return (
    <form className="offer-form" noValidate onSubmit={onSubmit} aria-label={t('salary.offer.title')}>
      <div className="offer-form-row">
        {kindChoice && (
          <FormField id={fieldId('kind')} label={t('salary.offer.kind')}>
            <select id={fieldId('kind')} className="input" {...register('kind')}>
              {contractKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`salary.kind.${k}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField id={fieldId('downlineId')} label={partyLabel} error={errors.downlineId?.message} required>
          <AgentPicker
            key={pickerKey}
            id={fieldId('downlineId')}
            label={partyLabel}
            agents={agents}
            selectedId={party.value}
            onChange={(agent) => party.onChange(agent?.id ?? '')}
            onBlur={party.onBlur}
            inputRef={party.ref}
            invalid={Boolean(errors.downlineId?.message)}
            describedBy={fieldAria(fieldId('downlineId'), errors.downlineId?.message)['aria-describedby']}
          />
        </FormField>
        {kind === 'DIVIDEND' && (
          <FormField id={fieldId('period')} label={t('salary.offer.period')} error={errors.period?.message}>
            <select id={fieldId('period')} className="input" {...fieldAria(fieldId('period'), errors.period?.message)} {...register('period')}>
              {(fixedPeriod ? [fixedPeriod] : dividendPeriods).map((p) => (
                <option key={p} value={p}>
                  {t(`salary.period.${p}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </div>
      <TiersEditor form={form} kind={kind} idPrefix={id} ceiling={ceiling} />
      {failure !== null && <FormFailure error={failure} />}
      {offered && <SuccessLine>{t('salary.offer.done', { name: offered.downline.username })}</SuccessLine>}
      <SubmitButton busy={formState.isSubmitting} className="btn btn-primary" icon={<Send size={16} aria-hidden className="flip-rtl" />}>
        {t('salary.offer.submit')}
      </SubmitButton>
    </form>
  );
}
