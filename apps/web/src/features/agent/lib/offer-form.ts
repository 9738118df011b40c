import {
  type ContractKind,
  contractKinds,
  dividendPeriods,
  MAX_RATE_PERCENT,
  MAX_TIERS,
  type OfferContractBody,
  ratePercentToBp,
} from '@lumen/contracts/agent/salary.contract';
import { parseAmount } from '@lumen/contracts/wallet/money';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';

/** The thresholds a tier may carry; which of them count depends on the kind. */
export type ThresholdColumn = 'minBet' | 'minActive' | 'minLoss' | 'singleBet';

/**
 * The thresholds that count for each kind (see contractTierInputSchema): wages look at the team's
 * bet in the day or hour and its active members, real-time salary at each bet's size, dividends at
 * active members, the period's valid bet and the team's net loss.
 */
export const tierColumns: Record<ContractKind, readonly ThresholdColumn[]> = {
  DAILY_WAGE: ['minBet', 'minActive'],
  HOURLY_WAGE: ['minBet', 'minActive'],
  REALTIME_SALARY: ['singleBet'],
  DIVIDEND: ['minActive', 'minBet', 'minLoss'],
};

/** The most active members a tier may ask for (contractTierInputSchema). */
export const MAX_ACTIVE_MEMBERS = 100_000;

/** A tier as typed: every field is the input's text. */
export interface TierDraft {
  rate: string;
  minBet: string;
  minActive: string;
  minLoss: string;
  singleBet: string;
}

export type DividendPeriod = (typeof dividendPeriods)[number];

/** The offer form's values. */
export interface OfferDraft {
  kind: ContractKind;
  downlineId: string;
  period: DividendPeriod;
  tiers: TierDraft[];
}

export const emptyTier = (): TierDraft => ({ rate: '', minBet: '', minActive: '', minLoss: '', singleBet: '' });

export const emptyOffer = (kind: ContractKind): OfferDraft => ({ kind, downlineId: '', period: 'MONTHLY', tiers: [emptyTier()] });

/** The words of the form's checks, in the interface language. */
export interface OfferMessages {
  partyRequired: string;
  rateRequired: string;
  rateInvalid: string;
  /** Above the kind's ceiling (MAX_RATE_PERCENT); gets the ceiling. */
  rateAboveMax: (max: string) => string;
  /** Above the caller's own contract (maxOfferRate); gets that rate. */
  rateAboveOffer: (max: string) => string;
  amountInvalid: string;
  countInvalid: string;
}

/** A threshold amount: empty (none) or zero or more with at most 2 decimals. */
export function isThresholdAmount(text: string): boolean {
  const value = text.trim();
  return value === '' || parseAmount(value) !== null;
}

/** A count of active members: empty (none) or a whole number up to MAX_ACTIVE_MEMBERS. */
export function isActiveCount(text: string): boolean {
  const value = text.trim();
  return value === '' || (/^[0-9]{1,6}$/.test(value) && Number(value) <= MAX_ACTIVE_MEMBERS);
}

/**
 * The highest rate the caller may offer for a kind: the kind's ceiling, lowered to the caller's own
 * contract's rate when it has one (`maxOfferRate`; undefined for the operator, who has no upline).
 */
export function offerCeiling(kind: ContractKind, maxOfferRate: string | null | undefined): string {
  const ceiling = MAX_RATE_PERCENT[kind];
  if (maxOfferRate === null || maxOfferRate === undefined) return ceiling;
  const own = ratePercentToBp(maxOfferRate);
  const max = ratePercentToBp(ceiling);
  return own !== null && max !== null && own < max ? maxOfferRate : ceiling;
}

/**
 * The offer form's check: a party chosen; for each tier a rate above 0 with at most 2 decimals, not
 * above the kind's ceiling nor the caller's own rate, and the kind's thresholds well formed (the
 * others are not sent). The server checks the same and more (the party, a pending offer).
 */
export function offerDraftSchema(maxOfferRate: string | null | undefined, messages: OfferMessages) {
  const tier = z.object({ rate: z.string(), minBet: z.string(), minActive: z.string(), minLoss: z.string(), singleBet: z.string() });
  return z
    .object({
      kind: z.enum(contractKinds),
      downlineId: z.string(),
      period: z.enum(dividendPeriods),
      tiers: z.array(tier).min(1).max(MAX_TIERS),
    })
    .superRefine((draft, ctx) => {
      const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (draft.downlineId.trim() === '') fail(['downlineId'], messages.partyRequired);
      const kindMax = MAX_RATE_PERCENT[draft.kind];
      const kindMaxBp = ratePercentToBp(kindMax) ?? 0;
      const ownBp = maxOfferRate ? ratePercentToBp(maxOfferRate) : null;
      draft.tiers.forEach((t, i) => {
        const rate = t.rate.trim();
        const bp = ratePercentToBp(rate);
        if (rate === '') fail(['tiers', i, 'rate'], messages.rateRequired);
        else if (bp === null) fail(['tiers', i, 'rate'], messages.rateInvalid);
        else if (bp > kindMaxBp) fail(['tiers', i, 'rate'], messages.rateAboveMax(kindMax));
        else if (ownBp !== null && maxOfferRate && bp > ownBp) fail(['tiers', i, 'rate'], messages.rateAboveOffer(maxOfferRate));
        for (const column of tierColumns[draft.kind]) {
          const ok = column === 'minActive' ? isActiveCount(t.minActive) : isThresholdAmount(t[column]);
          if (!ok) fail(['tiers', i, column], column === 'minActive' ? messages.countInvalid : messages.amountInvalid);
        }
      });
    });
}

/** The body of POST /wps/agent/contracts (or the desk's): only the kind's thresholds, empty ones as 0. */
export function offerBody(draft: OfferDraft): OfferContractBody {
  const columns = tierColumns[draft.kind];
  return {
    kind: draft.kind,
    downlineId: draft.downlineId,
    ...(draft.kind === 'DIVIDEND' ? { period: draft.period } : {}),
    tiers: draft.tiers.map((t) => {
      const tier: OfferContractBody['tiers'][number] = { rate: t.rate.trim() };
      for (const column of columns) {
        if (column === 'minActive') tier.minActive = Number(t.minActive.trim() || '0');
        else tier[column] = t[column].trim() || '0';
      }
      return tier;
    }),
  };
}

/** The tier field a refusal names (`tiers.<i>.rate`), when it names one. */
export function namedTierField(error: unknown): `tiers.${number}.rate` | null {
  const field = error instanceof ApiError ? (error.value as { field?: unknown } | null)?.field : undefined;
  return typeof field === 'string' && /^tiers\.[0-9]+\.rate$/.test(field) ? (field as `tiers.${number}.rate`) : null;
}

/** The tier with the highest rate (where a refusal about the rate belongs); 0 when none parses. */
export function highestRateTier(tiers: readonly TierDraft[]): number {
  let best = 0;
  let bestBp = -1;
  tiers.forEach((t, i) => {
    const bp = ratePercentToBp(t.rate) ?? -1;
    if (bp > bestBp) {
      best = i;
      bestBp = bp;
    }
  });
  return best;
}
