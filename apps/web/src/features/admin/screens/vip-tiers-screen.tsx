import { type LanguageCode, languages } from '@lumen/contracts/i18n/languages';
import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import {
  type AdminVipTier,
  MAX_VIP_PERK_LENGTH,
  MAX_VIP_PERKS,
  MAX_VIP_TIERS,
  type SetVipTiersBody,
} from '@lumen/contracts/member/vip.contract';
import { formatMinor, parseAmount } from '@lumen/contracts/wallet/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Info, Languages, Plus, RotateCcw, Save, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text.ts';
import { adminKeys, setVipTiers, vipTiersQuery } from '../api/admin-api.ts';
import { EmptyRow, ErrorRow, Flash, SkeletonRows } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { amountText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

const COLUMNS = 6;

type AmountField = 'depositRequired' | 'turnoverRequired' | 'upgradeBonus';
const AMOUNT_FIELDS: readonly AmountField[] = ['depositRequired', 'turnoverRequired', 'upgradeBonus'];
/** The requirements: each level needs at least what the one below needs. */
const REQUIREMENTS: readonly AmountField[] = ['depositRequired', 'turnoverRequired'];
const OTHER_LANGUAGES = languages.filter((l) => l.code !== 'EN');

/** A perk as typed: one text per language, empty where none. */
type PerkDraft = { id: string } & Record<LanguageCode, string>;
/** A tier as typed; its level is its position (level 1 first). */
interface TierDraft {
  id: string;
  depositRequired: string;
  turnoverRequired: string;
  upgradeBonus: string;
  perks: PerkDraft[];
}

const MAX_BONUS_MINOR = parseAmount(MAX_REWARD_AMOUNT) ?? 0n;

/** Minor units of an amount the server takes (0 or more, at most 2 decimals; a comma works as the decimal mark); null for anything else. */
export function amountMinor(text: string): bigint | null {
  const minor = parseAmount(text.trim().replace(',', '.'));
  return minor === null || minor < 0n ? null : minor;
}

/** An amount written as the server writes it ("100" → "100.00"); null when the server would refuse it. */
export function normalAmount(text: string): string | null {
  const minor = amountMinor(text);
  return minor === null ? null : formatMinor(minor);
}

let drafted = 0;
const newId = () => `new-${++drafted}`;

const emptyPerk = (id: string): PerkDraft => ({ id, EN: '', UR: '', ZH: '', TH: '', VI: '' });

/** The saved ladder as editable drafts; ids come from the levels, so the same list gives the same drafts. */
function toDrafts(list: readonly AdminVipTier[]): TierDraft[] {
  return list.map((tier) => ({
    id: `level-${tier.level}`,
    depositRequired: tier.depositRequired,
    turnoverRequired: tier.turnoverRequired,
    upgradeBonus: tier.upgradeBonus,
    perks: tier.perks.map((perk, p) => ({ ...emptyPerk(`level-${tier.level}-perk-${p}`), ...perk })),
  }));
}

/** What is sent for one tier: amounts in the server's form where they are valid, perk texts trimmed, empty languages left out. */
function tierBody(tier: TierDraft): SetVipTiersBody['tiers'][number] {
  return {
    depositRequired: normalAmount(tier.depositRequired) ?? tier.depositRequired,
    turnoverRequired: normalAmount(tier.turnoverRequired) ?? tier.turnoverRequired,
    upgradeBonus: normalAmount(tier.upgradeBonus) ?? tier.upgradeBonus,
    perks: tier.perks.map((perk) => {
      const texts: Partial<Record<LanguageCode, string>> = { EN: perk.EN.trim() };
      for (const { code } of OTHER_LANGUAGES) if (perk[code].trim()) texts[code] = perk[code].trim();
      return texts as { EN: string } & Partial<Record<LanguageCode, string>>;
    }),
  };
}

const sameTier = (a: TierDraft, b: TierDraft | undefined) => b !== undefined && JSON.stringify(tierBody(a)) === JSON.stringify(tierBody(b));

/** Where a message goes: `N.field`, `N.perks` or `N.perks.P.LANG`, N and P counted from 0. */
const amountKey = (tier: number, field: AmountField) => `${tier}.${field}`;
const perkKey = (tier: number, perk: number, code: LanguageCode) => `${tier}.perks.${perk}.${code}`;
const perksKey = (tier: number) => `${tier}.perks`;
/** The element a message is about (and described by). */
const inputId = (key: string) => `vip-tier-${key.replaceAll('.', '-')}`;

/** The `tiers.N.…` a VALIDATION_FAILED field names, as the key of the message's place; null when it names no field of a tier. */
export function placeOf(field: string): string | null {
  const match = /^tiers\.(\d+)\.(depositRequired|turnoverRequired|upgradeBonus|perks)(?:\.(\d+))?(?:\.([A-Z]{2}))?/.exec(field);
  if (!match) return null;
  const [, tier, name, perk, code] = match;
  if (name !== 'perks') return `${tier}.${name}`;
  if (perk === undefined) return `${tier}.perks`;
  const language = languages.find((l) => l.code === code)?.code ?? 'EN';
  return perkKey(Number(tier), Number(perk), language);
}

/**
 * VIP tiers: the ladder of levels members climb with their lifetime deposits and turnover. The
 * operator edits any requirement, bonus or perk, adds a level at the top or removes the top one,
 * and saves the whole ladder at once; it is checked here first as the server checks it (amounts of
 * 0 or more with at most 2 decimals, no level needing less than the one below, an English text for
 * every perk), and a refusal shows under the field it names.
 */
export function VipTiersScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tiers = useQuery(vipTiersQuery());
  /** The ladder as edited; null while it is the saved one. */
  const [draft, setDraft] = useState<TierDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Perks whose other languages are open for editing. */
  const [openPerks, setOpenPerks] = useState<Record<string, boolean>>({});
  const [flash, setFlash] = useState<string | null>(null);
  /** The field to focus once the messages are drawn (a perk's other language may only show then). */
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const saved = tiers.data?.list ?? [];
  const savedDrafts = toDrafts(saved);
  const ladder = draft ?? savedDrafts;
  const changed = draft !== null && (draft.length !== saved.length || draft.some((tier, i) => !sameTier(tier, savedDrafts[i])));

  useEffect(() => {
    if (focusKey === null) return;
    document.getElementById(inputId(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const save = useMutation({
    mutationFn: setVipTiers,
    onSuccess: (value) => {
      queryClient.setQueryData(adminKeys.vipTiers, value);
      setDraft(null);
      setErrors({});
      setOpenPerks({});
      setFlash(t('admin.vipTiers.saved', { count: value.list.length }));
    },
    onError: (error) => {
      const placed: Record<string, string> = {};
      for (const issue of fieldIssuesOf(error)) {
        const key = placeOf(issue.field);
        if (key && !placed[key]) placed[key] = issue.message;
      }
      setErrors(placed);
    },
  });

  /** Applies an edit to the ladder and drops the messages it may have answered. */
  const edit = (next: TierDraft[], clears: (key: string) => boolean) => {
    setDraft(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clears(key))));
    setFlash(null);
  };
  const updateTier = (index: number, change: (tier: TierDraft) => TierDraft, clears: (key: string) => boolean) =>
    edit(
      ladder.map((tier, i) => (i === index ? change(tier) : tier)),
      clears,
    );

  const editAmount = (index: number, field: AmountField, value: string) =>
    updateTier(index, (tier) => ({ ...tier, [field]: value }), (key) => key === amountKey(index, field));

  const editPerk = (index: number, perkIndex: number, code: LanguageCode, value: string) =>
    updateTier(
      index,
      (tier) => ({ ...tier, perks: tier.perks.map((perk, p) => (p === perkIndex ? { ...perk, [code]: value } : perk)) }),
      (key) => key === perkKey(index, perkIndex, code) || key === perksKey(index),
    );

  const addPerk = (index: number) => {
    const id = newId();
    updateTier(index, (tier) => ({ ...tier, perks: [...tier.perks, emptyPerk(id)] }), (key) => key === perksKey(index));
    setFocusKey(perkKey(index, ladder[index]?.perks.length ?? 0, 'EN'));
  };

  // The perks after it move up one: their messages no longer fit them.
  const removePerk = (index: number, perkIndex: number) =>
    updateTier(index, (tier) => ({ ...tier, perks: tier.perks.filter((_, p) => p !== perkIndex) }), (key) => key.startsWith(`${index}.perks`));

  /** A new top level, needing what the current top needs (to be raised), paying no bonus yet. */
  const addTier = () => {
    const top = ladder[ladder.length - 1];
    const tier: TierDraft = {
      id: newId(),
      depositRequired: top ? (normalAmount(top.depositRequired) ?? top.depositRequired) : '0.00',
      turnoverRequired: top ? (normalAmount(top.turnoverRequired) ?? top.turnoverRequired) : '0.00',
      upgradeBonus: '0.00',
      perks: [],
    };
    edit([...ladder, tier], () => false);
    setFocusKey(amountKey(ladder.length, 'depositRequired'));
  };

  const removeTopTier = () => {
    const top = ladder.length - 1;
    edit(
      ladder.slice(0, top),
      (key) => key.startsWith(`${top}.`),
    );
  };

  const togglePerk = (id: string) => setOpenPerks((open) => ({ ...open, [id]: !open[id] }));

  const discard = () => {
    setDraft(null);
    setErrors({});
    setOpenPerks({});
    save.reset();
  };

  /** The messages of the ladder as the server would refuse it; none when it may be sent. */
  const check = (list: readonly TierDraft[]): Record<string, string> => {
    const found: Record<string, string> = {};
    list.forEach((tier, i) => {
      const below = list[i - 1];
      for (const field of AMOUNT_FIELDS) {
        const minor = amountMinor(tier[field]);
        if (minor === null) {
          found[amountKey(i, field)] = t('admin.vipTiers.amountInvalid');
          continue;
        }
        const belowMinor = below && REQUIREMENTS.includes(field) ? amountMinor(below[field]) : null;
        if (belowMinor !== null && minor < belowMinor) {
          found[amountKey(i, field)] = t('admin.vipTiers.atLeastBelow', { min: amountText(formatMinor(belowMinor)), level: i });
        }
        if (field === 'upgradeBonus' && minor > MAX_BONUS_MINOR) {
          found[amountKey(i, field)] = t('admin.vipTiers.bonusTooBig', { max: amountText(MAX_REWARD_AMOUNT) });
        }
      }
      tier.perks.forEach((perk, p) => {
        if (!perk.EN.trim()) found[perkKey(i, p, 'EN')] = t('admin.vipTiers.perkRequired');
        for (const { code } of languages) {
          if (perk[code].trim().length > MAX_VIP_PERK_LENGTH) found[perkKey(i, p, code)] = t('admin.vipTiers.perkTooLong', { max: MAX_VIP_PERK_LENGTH });
        }
      });
    });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    setFlash(null);
    const found = check(ladder);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first !== undefined) {
      save.reset();
      setFocusKey(first);
      return;
    }
    save.mutate({ tiers: ladder.map(tierBody) });
  };

  const fieldErrorsLeft = Object.keys(errors).length > 0;
  // A refusal that names no field of a tier shows at the foot.
  const unplaced = save.isError && !fieldIssuesOf(save.error).some((issue) => placeOf(issue.field) !== null);

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.vipTiers.title')} subtitle={t('admin.vipTiers.subtitle')} />
      <p className="admin-vip-rule">
        <Info size={16} aria-hidden />
        <span>{t('admin.vipTiers.rule')}</span>
      </p>
      <Flash text={flash} onDone={() => setFlash(null)} />
      <form className="admin-card admin-rebate-form" noValidate onSubmit={submit}>
        <div className="admin-table-wrap">
          <table className="admin-table admin-vip-table" aria-busy={tiers.isFetching || save.isPending}>
            <thead>
              <tr>
                <th>{t('admin.vipTiers.col.level')}</th>
                <th className="num">{t('admin.vipTiers.col.members')}</th>
                <th>{t('admin.vipTiers.col.depositRequired')}</th>
                <th>{t('admin.vipTiers.col.turnoverRequired')}</th>
                <th>{t('admin.vipTiers.col.upgradeBonus')}</th>
                <th>{t('admin.vipTiers.col.perks')}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.isPending ? (
                <SkeletonRows columns={COLUMNS} rows={6} />
              ) : tiers.isError ? (
                <ErrorRow columns={COLUMNS} error={tiers.error} onRetry={() => void tiers.refetch()} />
              ) : ladder.length === 0 ? (
                <EmptyRow columns={COLUMNS} text={t('admin.vipTiers.empty')} />
              ) : (
                ladder.map((tier, index) => (
                  <TierRow
                    key={tier.id}
                    tier={tier}
                    index={index}
                    saved={saved[index]}
                    savedDraft={savedDrafts[index]}
                    isTop={index === ladder.length - 1}
                    canRemove={ladder.length > 1}
                    errors={errors}
                    openPerks={openPerks}
                    disabled={save.isPending}
                    onAmount={(field, value) => editAmount(index, field, value)}
                    onPerk={(perk, code, value) => editPerk(index, perk, code, value)}
                    onAddPerk={() => addPerk(index)}
                    onRemovePerk={(perk) => removePerk(index, perk)}
                    onTogglePerk={togglePerk}
                    onRemove={removeTopTier}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
        {tiers.isSuccess && (
          <div className="admin-vip-ladder-actions">
            <button type="button" className="btn btn-ghost btn-sm" onClick={addTier} disabled={save.isPending || ladder.length >= MAX_VIP_TIERS}>
              <Plus size={16} aria-hidden />
              {t('admin.vipTiers.addTier', { level: ladder.length + 1 })}
            </button>
            {ladder.length >= MAX_VIP_TIERS && <span className="admin-hint">{t('admin.vipTiers.tiersLimit', { max: MAX_VIP_TIERS })}</span>}
          </div>
        )}
        <div className="admin-rebate-footer">
          <p className="admin-hint">
            {t('admin.vipTiers.hint', { perks: MAX_VIP_PERKS, length: MAX_VIP_PERK_LENGTH, max: amountText(MAX_REWARD_AMOUNT) })}
          </p>
          {unplaced && (
            <p className="field-error" role="alert">
              {errorText(t, save.error)}
            </p>
          )}
          {!unplaced && fieldErrorsLeft && (
            <p className="field-error" role="alert">
              {t('admin.vipTiers.checkFields')}
            </p>
          )}
          <div className="admin-rebate-actions">
            {changed && <span className="admin-rebate-pending">{t('admin.vipTiers.pending')}</span>}
            {changed && (
              <button type="button" className="btn btn-ghost" onClick={discard} disabled={save.isPending}>
                <RotateCcw size={16} aria-hidden />
                {t('admin.vipTiers.discard')}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={save.isPending || !changed} aria-busy={save.isPending}>
              <Save size={16} aria-hidden />
              {t('admin.vipTiers.save')}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

function TierRow({
  tier,
  index,
  saved,
  savedDraft,
  isTop,
  canRemove,
  errors,
  openPerks,
  disabled,
  onAmount,
  onPerk,
  onAddPerk,
  onRemovePerk,
  onTogglePerk,
  onRemove,
}: {
  tier: TierDraft;
  index: number;
  /** The tier saved at this level; undefined for a level added here. */
  saved: AdminVipTier | undefined;
  savedDraft: TierDraft | undefined;
  isTop: boolean;
  canRemove: boolean;
  errors: Record<string, string>;
  openPerks: Record<string, boolean>;
  disabled: boolean;
  onAmount: (field: AmountField, value: string) => void;
  onPerk: (perk: number, code: LanguageCode, value: string) => void;
  onAddPerk: () => void;
  onRemovePerk: (perk: number) => void;
  onTogglePerk: (id: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const level = index + 1;
  const edited = !sameTier(tier, savedDraft);

  const amount = (field: AmountField) => {
    const key = amountKey(index, field);
    const id = inputId(key);
    const error = errors[key];
    const was = saved?.[field];
    const isEdited = was !== undefined && (normalAmount(tier[field]) ?? tier[field]) !== was;
    return (
      <td className="admin-rate-cell" data-label={t(`admin.vipTiers.col.${field}`)}>
        <input
          id={id}
          className="input admin-vip-amount-input"
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={tier[field]}
          disabled={disabled}
          aria-label={t(`admin.vipTiers.${field}Of`, { level })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onAmount(field, e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : (
          isEdited && <p className="admin-cell-note">{t('admin.vipTiers.was', { value: amountText(was) })}</p>
        )}
      </td>
    );
  };

  const perksError = errors[perksKey(index)];

  return (
    <tr data-testid={`vip-tier-${level}`} data-changed={edited || undefined}>
      <td className="admin-vip-level">
        <p className="admin-check-name">{t('admin.vipTiers.level', { level })}</p>
        <div className="admin-rebate-type">
          {saved ? <span className="admin-kind">{saved.name}</span> : <span className="admin-badge badge-pending">{t('admin.vipTiers.new')}</span>}
        </div>
        {isTop && canRemove && (
          <button type="button" className="btn btn-ghost btn-sm admin-vip-remove" onClick={onRemove} disabled={disabled}>
            <Trash2 size={14} aria-hidden />
            {t('admin.vipTiers.removeTier', { level })}
          </button>
        )}
      </td>
      <td className="num" data-label={t('admin.vipTiers.col.members')}>
        <span className="admin-amount">{saved ? saved.members : '—'}</span>
      </td>
      {amount('depositRequired')}
      {amount('turnoverRequired')}
      {amount('upgradeBonus')}
      <td className="admin-vip-perks-cell" data-label={t('admin.vipTiers.col.perks')}>
        <div className="admin-vip-perks-box">
          {tier.perks.length === 0 ? (
            <p className="admin-cell-note">{t('admin.vipTiers.noPerks')}</p>
          ) : (
            <ol className="admin-vip-perks" aria-label={t('admin.vipTiers.perksOf', { level })}>
              {tier.perks.map((perk, p) => (
                <PerkEditor
                  key={perk.id}
                  perk={perk}
                  tierIndex={index}
                  index={p}
                  errors={errors}
                  open={Boolean(openPerks[perk.id])}
                  disabled={disabled}
                  onChange={(code, value) => onPerk(p, code, value)}
                  onRemove={() => onRemovePerk(p)}
                  onToggle={() => onTogglePerk(perk.id)}
                />
              ))}
            </ol>
          )}
          {perksError && <p className="field-error">{perksError}</p>}
          <button type="button" className="btn btn-ghost btn-sm admin-vip-add-perk" onClick={onAddPerk} disabled={disabled || tier.perks.length >= MAX_VIP_PERKS}>
            <Plus size={14} aria-hidden />
            {tier.perks.length >= MAX_VIP_PERKS ? t('admin.vipTiers.perksLimit', { max: MAX_VIP_PERKS }) : t('admin.vipTiers.addPerk')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** One perk: its English text, and the other languages behind a toggle (opened by itself when one of them is refused). */
function PerkEditor({ perk, tierIndex, index, errors, open, disabled, onChange, onRemove, onToggle }: {
  perk: PerkDraft;
  tierIndex: number;
  index: number;
  errors: Record<string, string>;
  open: boolean;
  disabled: boolean;
  onChange: (code: LanguageCode, value: string) => void;
  onRemove: () => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const labels = { perk: index + 1, level: tierIndex + 1 };
  const otherRefused = OTHER_LANGUAGES.some(({ code }) => errors[perkKey(tierIndex, index, code)]);
  const expanded = open || otherRefused;
  const filled = OTHER_LANGUAGES.filter(({ code }) => perk[code].trim()).length;
  const panelId = `vip-perk-${perk.id}-languages`;

  const text = (code: LanguageCode, label: string, dir: string) => {
    const key = perkKey(tierIndex, index, code);
    const id = inputId(key);
    const error = errors[key];
    return (
      <>
        <input
          id={id}
          className="input admin-vip-perk-input"
          dir={dir}
          autoComplete="off"
          maxLength={MAX_VIP_PERK_LENGTH}
          value={perk[code]}
          disabled={disabled}
          aria-label={label}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(code, e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </>
    );
  };

  return (
    <li className="admin-vip-perk">
      <div className="admin-vip-perk-main">
        <div className="admin-vip-perk-text">{text('EN', t('admin.vipTiers.perkOf', labels), 'ltr')}</div>
        <button
          type="button"
          className="btn btn-ghost btn-sm admin-vip-perk-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={t('admin.vipTiers.perkLanguages', labels)}
          onClick={onToggle}
        >
          <Languages size={14} aria-hidden />
          <span aria-hidden>
            {filled}/{OTHER_LANGUAGES.length}
          </span>
        </button>
        <button type="button" className="btn btn-icon btn-sm" aria-label={t('admin.vipTiers.removePerk', labels)} onClick={onRemove} disabled={disabled}>
          <X size={14} aria-hidden />
        </button>
      </div>
      {expanded && (
        <div id={panelId} className="admin-vip-perk-languages">
          {OTHER_LANGUAGES.map(({ code, name, dir }) => (
            <div key={code} className="admin-vip-perk-language">
              <span className="admin-kind" aria-hidden>
                {code}
              </span>
              <div className="admin-vip-perk-text">{text(code, t('admin.vipTiers.perkIn', { ...labels, language: name }), dir)}</div>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
