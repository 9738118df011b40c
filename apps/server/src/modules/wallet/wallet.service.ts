import type { FieldIssue } from '@lumen/contracts/common/errors';
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { formatMinor } from '@lumen/contracts/wallet/money';
import type { BalanceValue, MerchantWalletValue, VendorWallet } from '@lumen/contracts/wallet/wallet.contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { cachedPerDatabase } from '../../lib/per-database-cache.ts';
import { translate } from '../../lib/translated.ts';
import {
  findTransfer,
  MAIN_WALLET,
  mainBalance,
  memberBalances,
  type PostedTransfer,
  type PostingCompanion,
  postTransfer,
  postTransferWith,
  type TransferRequest,
} from './ledger.ts';
import { liveSessionCheck } from '../auth/session.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { getWalletSettings, type WalletSettings } from './wallet-settings.ts';

type Db = Kysely<DB>;

/**
 * The member's wallets: the main wallet, and a sub-wallet per transfer-mode vendor (money moved
 * there before playing that vendor's games and back afterwards), and transfers to the member's
 * upline. Every movement is one ledger transfer under a key namespaced by member and operation.
 */

/** Ledger keys of a member's own requests: the client's key never meets another member's. */
export const walletKeys = {
  transfer: (memberId: bigint, requestKey: string) => `member:${memberId}:wt:${requestKey}`,
  allToMain: (memberId: bigint, requestKey: string) => `member:${memberId}:wtall:${requestKey}`,
  upline: (memberId: bigint, requestKey: string) => `member:${memberId}:upline:${requestKey}`,
};

/** INSUFFICIENT_BALANCE naming the amount field, so the client can show it next to the input. */
function insufficient(lang: LanguageCode, available: bigint, cause: unknown): DomainError {
  const fields: FieldIssue[] = [fieldIssue(lang, 'amount', 'too_big', { max: formatMinor(available) })];
  return new DomainError('INSUFFICIENT_BALANCE', { value: { fields }, cause });
}

/**
 * Runs a posting, turning a refused debit into INSUFFICIENT_BALANCE naming `amount` with what is
 * available. `available` runs after the posting failed: when the posting was inside a transaction,
 * wrap the whole transaction (the balance is read once it has rolled back, not in the aborted one).
 */
export async function refusingDebit<T>(lang: LanguageCode, available: () => Promise<bigint>, posting: () => Promise<T>): Promise<T> {
  try {
    return await posting();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_BALANCE') throw insufficient(lang, await available(), error);
    throw error;
  }
}

/** Posts, turning a refused debit into INSUFFICIENT_BALANCE naming `amount` with what is available. */
async function post(db: Db, request: TransferRequest, lang: LanguageCode, available: () => Promise<bigint>) {
  return refusingDebit(lang, available, () => postTransfer(db, request));
}

/** What a wallet transfer's posting answers beside the money (see walletTransferCompanion). */
interface WalletsAnswer {
  /** Whether the acting session is live (see liveSessionCheck): nothing moves otherwise. */
  session_live: boolean;
  /** Whether the vendor side allows the move (see refuseVendorSide). */
  allowed: boolean;
  /** The vendor of the side that is not MAIN (without its name), null when there is none by that code. */
  vendor: VendorState | null;
  balances: [string, string][] | null;
  /** The vendors to list, without their names: code, maintenance, enabled, wallet mode. */
  vendors: [string, boolean, boolean, VendorRow['wallet_mode']][] | null;
}

/**
 * The parts a wallet transfer adds to its ledger posting (see PostingCompanion), so that a transfer
 * is one round trip: the vendor side is checked in the statement (the rule of refuseVendorSide; the
 * money moves only when it allows, and no account is created for a side it refuses), and the
 * statement answers the member's balances in the currency after it and the vendors the wallets
 * answer lists (the rule of vendorsFor).
 */
function walletTransferCompanion(
  memberId: bigint,
  sessionId: string | null,
  currency: string,
  vendorCode: string,
  inbound: boolean,
): PostingCompanion {
  const member = memberId.toString();
  return {
    name: 'wallet_transfer_v4',
    before: sql`live AS (
      SELECT ${liveSessionCheck(sessionId, memberId)} AS ok
    ), held AS (
      SELECT wallet, balance FROM ledger_account
      WHERE owner_kind = 'MEMBER' AND member_id = ${member}::bigint AND currency = ${currency}
    ), vend AS (
      SELECT code, maintenance, enabled, wallet_mode FROM vendor WHERE code = ${vendorCode}
    ), allowed AS (
      SELECT EXISTS (
        SELECT 1 FROM vend v
        WHERE CASE WHEN ${inbound}::boolean THEN v.enabled AND v.wallet_mode = 'TRANSFER' AND NOT v.maintenance
                   ELSE (v.enabled AND v.wallet_mode = 'TRANSFER') OR EXISTS (SELECT 1 FROM held h WHERE h.wallet = v.code) END
      ) AS ok
    )`,
    gate: sql`(SELECT ok FROM live) AND (SELECT ok FROM allowed)`,
    mayCreateAccounts: (answer) => answer.session_live === true && answer.allowed === true,
    after: sql`wallets AS (
      SELECT h.wallet, coalesce(m.balance, h.balance) AS balance
      FROM held h LEFT JOIN moved m ON m.member_id = ${member}::bigint AND m.wallet = h.wallet
    )`,
    answer: sql`(SELECT ok FROM live) AS session_live, (SELECT ok FROM allowed) AS allowed, (SELECT row_to_json(v) FROM vend v) AS vendor,
      (SELECT json_agg(json_build_array(w.wallet, w.balance::text)) FROM wallets w) AS balances,
      (SELECT json_agg(json_build_array(v.code, v.maintenance, v.enabled, v.wallet_mode) ORDER BY v.code)
       FROM vendor v
       WHERE (v.wallet_mode = 'TRANSFER' AND v.enabled)
          OR v.code IN (SELECT w.wallet FROM wallets w WHERE w.wallet <> ${MAIN_WALLET} AND w.balance <> 0)) AS vendors`,
  };
}

/**
 * Vendor names for a transfer's wallets answer. The statement answers each vendor's state (the
 * maintenance flag shows at once) but not its name: the names in every language are most of the
 * statement's answer, change only when the operator renames a vendor, and are display only. Kept
 * for a minute per database, read again at once when a vendor is not known yet.
 */
const VENDOR_NAMES_TTL_MS = 60_000;
const cachedVendorNames = cachedPerDatabase(VENDOR_NAMES_TTL_MS, async (db: Db) => {
  const rows = await db.selectFrom('vendor').select(['code', 'name']).execute();
  return new Map(rows.map((row) => [row.code, row.name as VendorRow['name']]));
});

async function vendorNames(db: Db, codes: string[]): Promise<Map<string, VendorRow['name']>> {
  const names = await cachedVendorNames(db);
  if (codes.every((code) => names.has(code))) return names;
  cachedVendorNames.forget(db);
  return cachedVendorNames(db);
}

async function vendorsOf(db: Db, answer: WalletsAnswer): Promise<VendorRow[]> {
  const states = answer.vendors ?? [];
  const names = await vendorNames(db, states.map(([code]) => code));
  return states.map(([code, maintenance, enabled, wallet_mode]) => ({ code, name: names.get(code) ?? { EN: code }, maintenance, enabled, wallet_mode }));
}

function balancesOf(answer: WalletsAnswer): Map<string, bigint> {
  const out = new Map<string, bigint>([[MAIN_WALLET, 0n]]);
  for (const [wallet, balance] of answer.balances ?? []) out.set(wallet, BigInt(balance));
  return out;
}

/** The main wallet's balance. */
export async function balanceOf(db: Db, memberId: bigint): Promise<BalanceValue> {
  const settings = await getWalletSettings(db);
  const balance = await mainBalance(db, memberId, settings.currency);
  return { balance: formatMinor(balance), currency: settings.currency, currencySymbol: settings.currencySymbol };
}

interface VendorRow {
  code: string;
  name: { EN: string } & Partial<Record<LanguageCode, string>>;
  maintenance: boolean;
  enabled: boolean;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
}

/** A vendor without its name: what decides whether money may move. */
type VendorState = Omit<VendorRow, 'name'>;

/** A vendor takes transfers in when it is enabled, in transfer mode and the site is not single-wallet. */
function acceptsTransfers(vendor: VendorState): boolean {
  return vendor.enabled && vendor.wallet_mode === 'TRANSFER';
}

async function vendorsFor(db: Db, codes: string[]): Promise<VendorRow[]> {
  return db
    .selectFrom('vendor')
    .select(['code', 'name', 'maintenance', 'enabled', 'wallet_mode'])
    .where((eb) => {
      const transferMode = eb.and([eb('wallet_mode', '=', 'TRANSFER'), eb('enabled', '=', true)]);
      return codes.length > 0 ? eb.or([transferMode, eb('code', 'in', codes)]) : transferMode;
    })
    .orderBy('code')
    .execute() as Promise<VendorRow[]>;
}

/**
 * Main wallet and vendor wallets. The vendors listed are the enabled transfer-mode ones (0.00 when
 * never used), plus any other vendor wallet still holding money (a vendor switched off or made
 * seamless after the member moved money there): that money stays visible and can come back to main.
 * On a single-wallet site only such leftover wallets are listed.
 */
export async function merchantWallet(
  db: Db,
  memberId: bigint,
  lang: LanguageCode = 'EN',
  known?: WalletSettings,
): Promise<MerchantWalletValue> {
  const settings = known ?? (await getWalletSettings(db));
  const balances = await memberBalances(db, memberId, settings.currency);
  const held = [...balances].filter(([wallet, balance]) => wallet !== MAIN_WALLET && balance !== 0n).map(([wallet]) => wallet);
  return walletsValue(settings, balances, await vendorsFor(db, held), lang);
}

/** The wallets answer from the member's balances (MAIN present) and the vendors to list (see vendorsFor). */
function walletsValue(settings: WalletSettings, balances: Map<string, bigint>, vendors: VendorRow[], lang: LanguageCode): MerchantWalletValue {
  const main = balances.get(MAIN_WALLET) ?? 0n;
  let total = main;
  const wallets: VendorWallet[] = [];
  for (const vendor of vendors) {
    const balance = balances.get(vendor.code) ?? 0n;
    if (settings.isSingle && balance === 0n) continue;
    total += balance;
    wallets.push({
      vendorCode: vendor.code,
      name: translate(vendor.name, lang),
      balance: formatMinor(balance),
      maintenance: vendor.maintenance || !acceptsTransfers(vendor) || settings.isSingle,
    });
  }
  return {
    isSingle: settings.isSingle,
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    main: formatMinor(main),
    total: formatMinor(total),
    wallets,
  };
}

/**
 * The vendor side of a transfer: money goes in only to an enabled transfer-mode vendor that is not
 * under maintenance; it comes out of any vendor wallet the member has (money left in a vendor that
 * no longer takes transfers can still come back). `vendor` is the row the posting statement read
 * (null: no such vendor); throws the refusal when the side is not allowed.
 */
function refuseVendorSide(vendor: VendorState | null, hasWallet: boolean, inbound: boolean, lang: LanguageCode): void {
  const unknown = () => validationFailed([fieldIssue(lang, inbound ? 'to' : 'from', 'invalid_value')], lang);
  if (!vendor) throw unknown();
  if (inbound) {
    if (!acceptsTransfers(vendor)) throw unknown();
    if (vendor.maintenance) throw new DomainError('WALLET_UNAVAILABLE');
  } else if (!acceptsTransfers(vendor) && !hasWallet) {
    throw unknown();
  }
}

/** The acting session was found no longer live by the posting statement: nothing moved. */
export class SessionNotLive extends Error {
  constructor() {
    super('the session is no longer live');
  }
}

/**
 * Moves money between the main wallet and one vendor wallet: exactly one side is MAIN. Money can go
 * into an enabled transfer-mode vendor not under maintenance, and always come back out of any vendor
 * wallet that holds it. Answers the wallets after the move; a replayed key moves nothing.
 * `sessionId` is the member's session the request came with, checked live by the posting statement
 * itself (throws SessionNotLive, nothing moved); null when the caller vouches for the member.
 */
export async function transferBetweenWallets(
  db: Db,
  input: { memberId: bigint; sessionId: string | null; from: string; to: string; amount: bigint; requestKey: string; lang?: LanguageCode },
): Promise<MerchantWalletValue> {
  const lang = input.lang ?? 'EN';
  const settings = await getWalletSettings(db);
  const key = walletKeys.transfer(input.memberId, input.requestKey);
  // A resend answers the first result before any other check: a transfer that moved money before the
  // site became single-wallet is answered (through the replay below, which moves nothing); only a new
  // request is FEATURE_DISABLED.
  if (settings.isSingle && (await findTransfer(db, key)) === undefined) throw new DomainError('FEATURE_DISABLED');
  const from = input.from.trim();
  const to = input.to.trim();
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) {
    const fields = from === MAIN_WALLET ? ['to'] : to === MAIN_WALLET ? ['from'] : ['from', 'to'];
    throw validationFailed(fields.map((field) => fieldIssue(lang, field, 'invalid_value')), lang);
  }
  if (input.amount <= 0n) throw validationFailed([fieldIssue(lang, 'amount', 'amount')], lang);

  const inbound = to !== MAIN_WALLET;

  const wallet = (code: string) => ({ member: input.memberId, wallet: code });
  const request: TransferRequest = {
    key,
    kind: 'WALLET_TRANSFER',
    currency: settings.currency,
    memberId: input.memberId,
    legs: [
      { account: wallet(from), amount: -input.amount },
      { account: wallet(to), amount: input.amount },
    ],
    reference: `${from}->${to}`,
    actor: `member:${input.memberId}`,
  };
  const available = async () => (await memberBalances(db, input.memberId, settings.currency)).get(from) ?? 0n;
  const posted = await refusingDebit(lang, available, () =>
    postTransferWith<WalletsAnswer>(db, request, walletTransferCompanion(input.memberId, input.sessionId, settings.currency, inbound ? to : from, inbound)),
  );
  if (!posted.transfer) {
    const { answer } = posted;
    if (!answer.session_live) throw new SessionNotLive();
    // Nothing moved: the vendor side refused, or the key was posted before. A replay answers as the
    // first request did, even if the vendor has changed since; the key is looked up only when the
    // side refused, so a first request pays no extra query.
    if (!answer.allowed && (await findTransfer(db, key)) === undefined) {
      refuseVendorSide(answer.vendor, (answer.balances ?? []).some(([wallet]) => wallet === from), inbound, lang);
      throw new Error(`wallet transfer ${key} refused by the statement but allowed by its rule`);
    }
    // The same request answers the wallets as they are now, a different one is refused (IDEMPOTENCY_CONFLICT).
    await post(db, request, lang, available);
    return merchantWallet(db, input.memberId, lang, settings);
  }
  return walletsValue(settings, balancesOf(posted.answer), await vendorsOf(db, posted.answer), lang);
}

/**
 * Brings every vendor wallet's money back to main in one ledger transfer (a leg per non-empty
 * wallet). The request's key is claimed first, in the same transaction as the sweep: a replay (or a
 * concurrent twin) finds it taken and answers the wallets without moving anything, even when the
 * first request found nothing to move and money has arrived in a vendor wallet since.
 */
export async function transferAllToMain(
  db: Db,
  input: { memberId: bigint; requestKey: string; lang?: LanguageCode },
): Promise<MerchantWalletValue> {
  const lang = input.lang ?? 'EN';
  const settings = await getWalletSettings(db);
  const key = walletKeys.allToMain(input.memberId, input.requestKey);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('wallet_request')
          .values({ request_key: key, member_id: input.memberId })
          .onConflict((oc) => oc.column('request_key').doNothing())
          .returning('request_key')
          .executeTakeFirst();
        if (!claimed) return;
        const balances = await memberBalances(trx, input.memberId, settings.currency);
        const swept = [...balances].filter(([wallet, balance]) => wallet !== MAIN_WALLET && balance > 0n);
        if (swept.length === 0) return;
        const total = swept.reduce((sum, [, balance]) => sum + balance, 0n);
        await postTransfer(trx, {
          key,
          kind: 'WALLET_TRANSFER',
          currency: settings.currency,
          memberId: input.memberId,
          legs: [
            ...swept.map(([wallet, balance]) => ({ account: { member: input.memberId, wallet }, amount: -balance })),
            { account: { member: input.memberId, wallet: MAIN_WALLET }, amount: total },
          ],
          reference: `ALL->${MAIN_WALLET}`,
          actor: `member:${input.memberId}`,
          fingerprint: { operation: 'allToMain' },
        });
      });
      break;
    } catch (error) {
      // A vendor wallet changed between reading and posting: nothing was kept, so read again.
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_BALANCE' && attempt < 3) continue;
      throw error;
    }
  }
  return merchantWallet(db, input.memberId, lang, settings);
}

/** The member's upline (the agent above), or null. */
export async function uplineOf(db: Db, memberId: bigint): Promise<{ upline: { username: string; nickname: string } | null }> {
  const row = await db
    .selectFrom('member as m')
    .innerJoin('member as p', 'p.id', 'm.parent_id')
    .select(['p.username', 'p.nickname'])
    .where('m.id', '=', memberId)
    .where('p.status', '=', 'ACTIVE')
    .executeTakeFirst();
  return { upline: row ? { username: row.username, nickname: row.nickname } : null };
}

/**
 * Sends money from the member's main wallet to their upline's main wallet, after the payment
 * password. NO_UPLINE when the member has no (active) agent above. Replaying the requestKey answers
 * the first transfer before anything is checked (the upline may have left since, and a replay uses
 * up no payment-password try); the same key with another amount is IDEMPOTENCY_CONFLICT.
 */
export async function transferToUpline(
  db: Db,
  input: { memberId: bigint; amount: bigint; paymentPassword: string; requestKey: string; lang?: LanguageCode },
): Promise<{ transferId: string; balance: string }> {
  const lang = input.lang ?? 'EN';
  if (input.amount <= 0n) throw validationFailed([fieldIssue(lang, 'amount', 'amount')], lang);
  const key = walletKeys.upline(input.memberId, input.requestKey);
  const earlier = await uplineTransferOf(db, input.memberId, key);
  if (earlier) {
    if (earlier.amount !== -input.amount) throw new DomainError('IDEMPOTENCY_CONFLICT');
    return { transferId: String(earlier.id), balance: formatMinor(earlier.balanceAfter) };
  }
  const parent = await db
    .selectFrom('member as m')
    .innerJoin('member as p', 'p.id', 'm.parent_id')
    .select(['p.id', 'p.username as parentName', 'm.username'])
    .where('m.id', '=', input.memberId)
    .where('p.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!parent) throw new DomainError('NO_UPLINE');
  await verifyPaymentPassword(db, { memberId: input.memberId, paymentPassword: input.paymentPassword, lang });

  const settings = await getWalletSettings(db);
  const posted: PostedTransfer = await post(
    db,
    {
      key,
      kind: 'UPLINE_TRANSFER',
      currency: settings.currency,
      memberId: input.memberId,
      legs: [
        { account: { member: input.memberId, wallet: MAIN_WALLET }, amount: -input.amount },
        { account: { member: BigInt(parent.id), wallet: MAIN_WALLET }, amount: input.amount },
      ],
      reference: `${parent.username}->${parent.parentName}`,
      actor: `member:${input.memberId}`,
    },
    lang,
    () => mainBalance(db, input.memberId, settings.currency),
  );
  const own = posted.legs.find((leg) => leg.memberId === input.memberId);
  return { transferId: String(posted.id), balance: formatMinor(own?.balanceAfter ?? 0n) };
}

/**
 * The member's side of an upline transfer posted under `key`, or undefined: what it took from
 * their main wallet (negative) and the balance it left.
 */
async function uplineTransferOf(db: Db, memberId: bigint, key: string): Promise<{ id: bigint; amount: bigint; balanceAfter: bigint } | undefined> {
  const row = await db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_entry as e', 'e.transfer_id', 't.id')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .select(['t.id', 'e.amount', 'e.balance_after'])
    .where('t.idempotency_key', '=', key)
    .where('a.owner_kind', '=', 'MEMBER')
    .where('a.member_id', '=', memberId)
    .where('a.wallet', '=', MAIN_WALLET)
    .executeTakeFirst();
  return row ? { id: BigInt(row.id), amount: BigInt(row.amount), balanceAfter: BigInt(row.balance_after) } : undefined;
}
