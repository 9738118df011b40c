import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { cachedPerDatabase } from '../../lib/per-database-cache.ts';
import { findSettings } from '../system/system.repository.ts';
import { type SiteSetting, withSiteDefaults } from '../system/system.service.ts';

type Db = Kysely<DB>;

/**
 * The operator's wallet settings (system setting `wallet`), with the site's currency. Amounts are
 * minor units; the stored setting keeps them as decimal strings of minor units.
 */
export interface WalletSettings {
  currency: string;
  currencySymbol: string;
  /** One seamless wallet: no vendor sub-wallets, no transfers between wallets. */
  isSingle: boolean;
  withdrawMin: bigint;
  withdrawMax: bigint;
  /** A paid withdrawal the member has not confirmed counts as received after this many minutes. */
  autoReceiptMinutes: number;
}

interface StoredWalletSetting {
  isSingle?: boolean;
  withdrawMin?: string;
  withdrawMax?: string;
  autoReceiptMinutes?: number;
}

export const walletDefaults: Required<StoredWalletSetting> = {
  isSingle: false,
  withdrawMin: '10000',
  withdrawMax: '5000000',
  autoReceiptMinutes: 1440,
};

export function toWalletSettings(site: SiteSetting, stored: StoredWalletSetting | undefined): WalletSettings {
  const value = { ...walletDefaults, ...stored };
  return {
    currency: site.currency,
    currencySymbol: site.currencySymbol,
    isSingle: value.isSingle,
    withdrawMin: BigInt(value.withdrawMin),
    withdrawMax: BigInt(value.withdrawMax),
    autoReceiptMinutes: value.autoReceiptMinutes,
  };
}

async function readWalletSettings(db: Db): Promise<WalletSettings> {
  const byKey = await findSettings(db, ['site', 'wallet']);
  return toWalletSettings(withSiteDefaults(byKey.get('site') as Partial<SiteSetting> | undefined), byKey.get('wallet') as StoredWalletSetting | undefined);
}

/**
 * Every money call needs the currency and the wallet mode; they change only when the operator
 * re-configures the site. Read at most once a second per database (a change shows within a second,
 * in every instance alike); inside a transaction always read, so it sees its own writes.
 */
export const WALLET_SETTINGS_TTL_MS = 1000;
const cachedWalletSettings = cachedPerDatabase(WALLET_SETTINGS_TTL_MS, readWalletSettings);

export function getWalletSettings(db: Db): Promise<WalletSettings> {
  return db.isTransaction ? readWalletSettings(db) : cachedWalletSettings(db);
}
