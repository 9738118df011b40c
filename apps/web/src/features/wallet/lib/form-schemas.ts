import { amountSchema, formatMinor, toMinor } from '@lumen/contracts/wallet/money';
import { bankAccountBodySchema, paymentPasswordSchema, walletTransferBodySchema } from '@lumen/contracts/wallet/wallet.contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A contract schema with our translated message instead of its own. */
function checked(schema: z.ZodType, message: string) {
  return z.string().superRefine((value, ctx) => {
    if (!schema.safeParse(value).success) ctx.addIssue({ code: 'custom', message });
  });
}

export interface AmountLimits {
  /** Decimal strings as the server sends them. */
  min?: string;
  max?: string;
  /** The most the member can spend (their balance). */
  available?: string;
  symbol?: string;
}

/** An amount: the contract's amountSchema, then the method's min/max and the balance. */
export function amountField(t: TFunction, limits: AmountLimits = {}) {
  const symbol = limits.symbol ? `${limits.symbol} ` : '';
  const show = (amount: string) => `${symbol}${formatMinor(toMinor(amount, { signed: true }), { grouping: true })}`;
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: t('wallet.error.amountRequired') });
      return;
    }
    if (!amountSchema.safeParse(value).success) {
      // A well-formed number too long to be an amount is too big, not malformed: say the limit.
      const tooLong = /^\s*0*[1-9][0-9]*(\.[0-9]{1,2})?\s*$/.test(value);
      let message = t('wallet.error.amount');
      if (tooLong && limits.max !== undefined) message = t('wallet.error.max', { max: show(limits.max) });
      else if (tooLong && limits.available !== undefined) message = t('wallet.error.balance', { balance: show(limits.available) });
      else if (tooLong) message = t('wallet.error.tooLarge');
      ctx.addIssue({ code: 'custom', message });
      return;
    }
    const minor = toMinor(value);
    if (limits.min !== undefined && minor < toMinor(limits.min, { signed: true })) {
      ctx.addIssue({ code: 'custom', message: t('wallet.error.min', { min: show(limits.min) }) });
    } else if (limits.max !== undefined && minor > toMinor(limits.max, { signed: true })) {
      ctx.addIssue({ code: 'custom', message: t('wallet.error.max', { max: show(limits.max) }) });
    } else if (limits.available !== undefined && minor > toMinor(limits.available, { signed: true })) {
      ctx.addIssue({ code: 'custom', message: t('wallet.error.balance', { balance: show(limits.available) }) });
    }
  });
}

export function paymentPasswordField(t: TFunction) {
  return checked(paymentPasswordSchema, t('wallet.error.paymentPassword'));
}

/** New payment password twice; the first time the login password, afterwards the old payment password. */
export function paymentPasswordFormSchema(t: TFunction, hasPassword: boolean) {
  return z
    .object({
      loginPassword: z.string(),
      oldPaymentPassword: z.string(),
      newPaymentPassword: paymentPasswordField(t),
      confirmPaymentPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!hasPassword && v.loginPassword === '') ctx.addIssue({ code: 'custom', path: ['loginPassword'], message: t('wallet.error.required') });
      if (hasPassword && !paymentPasswordSchema.safeParse(v.oldPaymentPassword).success) {
        ctx.addIssue({ code: 'custom', path: ['oldPaymentPassword'], message: t('wallet.error.paymentPassword') });
      }
      if (v.confirmPaymentPassword !== v.newPaymentPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: t('wallet.error.mismatch') });
      }
    });
}

export function bankAccountFormSchema(t: TFunction) {
  const { bankName, accountName, accountNumber } = bankAccountBodySchema.shape;
  return z.object({
    bankName: checked(bankName, t('wallet.error.bankName')),
    accountName: checked(accountName, t('wallet.error.accountName')),
    accountNumber: checked(accountNumber, t('wallet.error.accountNumber')),
  });
}

/**
 * A transfer between two wallets as the contract takes it: each end a wallet (named for the side
 * it is on when none is chosen), not the same one twice, and an amount within what the source holds.
 */
export function walletTransferFormSchema(t: TFunction, limits: AmountLimits = {}) {
  const { from, to } = walletTransferBodySchema.shape;
  return z
    .object({
      from: checked(from, t('wallet.error.fromWallet')),
      to: checked(to, t('wallet.error.toWallet')),
      amount: amountField(t, limits),
    })
    .superRefine((v, ctx) => {
      if (v.from.trim() !== '' && v.from.trim() === v.to.trim()) ctx.addIssue({ code: 'custom', path: ['to'], message: t('wallet.error.sameWallet') });
    });
}
