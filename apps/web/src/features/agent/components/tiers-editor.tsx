import { type ContractKind, MAX_TIERS } from '@lumen/contracts/agent/salary.contract';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyTier, type OfferDraft, type ThresholdColumn, tierColumns } from '../lib/offer-form.ts';
import { useColumnLabel } from './contract-parts.tsx';
import './salary.css';

/** The editable fields of a tier: its rate, then the kind's thresholds. */
type TierField = 'rate' | ThresholdColumn;

/**
 * The tiers of an offer: one row per tier (up to MAX_TIERS) with its rate and only the thresholds
 * the kind looks at; rows are added and removed, at least one stays. Each field's message shows
 * under it (the form's check, or the server's naming `tiers.<n>.<field>`).
 */
export function TiersEditor({ form, kind, idPrefix, ceiling }: { form: UseFormReturn<OfferDraft>; kind: ContractKind; idPrefix: string; ceiling: string }) {
  const { t } = useTranslation();
  const label = useColumnLabel();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tiers' });
  const errors = form.formState.errors.tiers;
  const columns: TierField[] = ['rate', ...tierColumns[kind]];
  const heading = (field: TierField) => (field === 'rate' ? t('salary.tiers.col.ratePercent') : label(kind, field));
  const full = fields.length >= MAX_TIERS;

  return (
    <fieldset className="tiers-editor">
      <legend className="field-label">{t('salary.tiers.title')}</legend>
      <p className="salary-hint">{t(`salary.tiers.how.${kind}`)}</p>
      <div className="salary-scroll">
        <table className="tiers-editor-table">
          <thead>
            <tr>
              <th scope="col">{t('salary.tiers.col.tier')}</th>
              {columns.map((field) => (
                <th key={field} scope="col">
                  {heading(field)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('salary.tiers.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((row, i) => (
              <tr key={row.id} data-testid={`tier-${i + 1}`}>
                <th scope="row" className="tiers-editor-n">
                  {t('salary.tiers.n', { n: i + 1 })}
                </th>
                {columns.map((field) => {
                  const id = `${idPrefix}-tier-${i}-${field}`;
                  const error = (errors?.[i]?.[field] as FieldError | undefined)?.message;
                  return (
                    <td key={field} data-label={heading(field)}>
                      <div className="tiers-editor-control" dir="ltr">
                        <input
                          id={id}
                          className="input"
                          inputMode={field === 'minActive' ? 'numeric' : 'decimal'}
                          autoComplete="off"
                          maxLength={field === 'minActive' ? 6 : 16}
                          placeholder={field === 'rate' ? ceiling : '0'}
                          aria-label={t('salary.tiers.inputLabel', { column: heading(field), n: i + 1 })}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${id}-error` : undefined}
                          {...form.register(`tiers.${i}.${field}`)}
                        />
                        {field === 'rate' && (
                          <span className="tiers-editor-unit" aria-hidden>
                            %
                          </span>
                        )}
                      </div>
                      {error && (
                        <p id={`${id}-error`} className="field-error">
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
                <td className="tiers-editor-remove">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-icon"
                    disabled={fields.length <= 1}
                    aria-label={t('salary.tiers.remove', { n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="tiers-editor-foot">
        <button type="button" className="btn btn-ghost btn-sm" disabled={full} onClick={() => append(emptyTier())}>
          <Plus size={16} aria-hidden />
          {t('salary.tiers.add')}
        </button>
        <span className="salary-hint">{t('salary.tiers.limit', { max: MAX_TIERS, rate: ceiling })}</span>
      </div>
    </fieldset>
  );
}
