import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import { MAX_REWARD_AMOUNT } from '@lumen/contracts/member/rewards.contract';
import type { AdminVipTier, SetVipTiersBody, VipBonusState, VipNext, VipValue } from '@lumen/contracts/member/vip.contract';
import { formatMinor, groupAmount, toMinor } from '@lumen/contracts/wallet/money';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError, fieldIssue, validationFailed } from '../../http/domain-error.ts';
import { type Translated, translate } from '../../lib/translated.ts';
import { siteAndFlags } from '../auth/login-value.ts';
import { type SiteSetting, vipLabelOf, vipLabelTranslated } from '../system/system.service.ts';

/**
 * VIP levels. A member's level is the highest tier whose lifetime deposits and turnover (real-money
 * stakes of rounds not rolled back) the member has reached; it only goes up (an operator may also
 * set it). Reaching a tier writes one `vip_upgrade` row per level passed, which is what makes each
 * level's upgrade bonus granted once, and the bonus becomes a reward to claim in the reward centre
 * (the claim is the ledger movement, exactly once, keyed by reward and member).
 */

type Db = Kysely<DB>;

/** An upgrade bonus waits this long in the reward centre. */
export const VIP_REWARD_VALID_DAYS = 30;

interface TierRow {
  level: number;
  deposit_required: string;
  turnover_required: string;
  upgrade_bonus: string;
  perks: Translated[];
}

export async function loadTiers(db: Db): Promise<TierRow[]> {
  const result = await sql<TierRow>`
    SELECT level, deposit_required::text AS deposit_required, turnover_required::text AS turnover_required,
      upgrade_bonus::text AS upgrade_bonus, perks
    FROM vip_tier ORDER BY level`.execute(db);
  return result.rows;
}

/** Lifetime deposits into the member's wallets and turnover, in the site currency, minor units. */
export async function vipTotals(db: Db, memberId: bigint, currency: string): Promise<{ deposits: bigint; turnover: bigint }> {
  const member = memberId.toString();
  const result = await sql<{ deposits: string; turnover: string }>`
    SELECT
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_transfer t
        JOIN ledger_entry e ON e.transfer_id = t.id
        JOIN ledger_account a ON a.id = e.account_id AND a.owner_kind = 'MEMBER' AND a.member_id = t.member_id
        WHERE t.member_id = ${member}::bigint AND t.kind = 'DEPOSIT' AND t.currency = ${currency})::text AS deposits,
      (SELECT coalesce(sum(r.stake), 0) FROM game_round r
        WHERE r.member_id = ${member}::bigint AND r.mode = 'REAL' AND r.status <> 'ROLLED_BACK' AND r.currency = ${currency})::text AS turnover`.execute(db);
  const row = result.rows[0];
  return { deposits: BigInt(row?.deposits ?? '0'), turnover: BigInt(row?.turnover ?? '0') };
}

/** The highest tier both totals reach; 0 for none. */
export function reachedLevel(tiers: readonly TierRow[], totals: { deposits: bigint; turnover: bigint }): number {
  let reached = 0;
  for (const tier of tiers) {
    if (totals.deposits >= BigInt(tier.deposit_required) && totals.turnover >= BigInt(tier.turnover_required)) reached = Math.max(reached, tier.level);
  }
  return reached;
}

const rewardTitle = (name: Translated): Translated => ({
  EN: `VIP upgrade bonus: ${name.EN}`,
  UR: `وی آئی پی اپ گریڈ بونس: ${translate(name, 'UR')}`,
  ZH: `VIP升级奖金：${translate(name, 'ZH')}`,
  TH: `โบนัสเลื่อนระดับ VIP: ${translate(name, 'TH')}`,
  VI: `Thưởng thăng cấp VIP: ${translate(name, 'VI')}`,
});
const rewardBody = (level: number): Translated => ({
  EN: `You reached VIP level ${level}. Thank you for playing with us.`,
  UR: `آپ وی آئی پی درجہ ${level} پر پہنچ گئے۔ ہمارے ساتھ کھیلنے کا شکریہ۔`,
  ZH: `您已达到VIP等级 ${level}。感谢您的支持。`,
  TH: `คุณถึงระดับ VIP ${level} แล้ว ขอบคุณที่เล่นกับเรา`,
  VI: `Bạn đã đạt cấp VIP ${level}. Cảm ơn bạn đã chơi cùng chúng tôi.`,
});

/**
 * Promotes the member to the highest tier reached, if above its level: one upgrade row per level
 * passed and, for a level with a bonus, a reward to claim. The member row is locked, so two calls
 * at once promote once; the upgrade's key makes a level's bonus granted once even so. Answers the
 * levels promoted to (usually none).
 */
export async function promoteVip(db: Db, memberId: bigint): Promise<number[]> {
  return (await promote(db, memberId, await readVipState(db, memberId))).promoted;
}

interface VipState {
  site: SiteSetting;
  tiers: TierRow[];
  totals: { deposits: bigint; turnover: bigint };
  /** The member's level as read; undefined for no such member. */
  level: number | undefined;
}

/** What a promotion and the VIP page both start from: the tiers, the member's totals and level. */
async function readVipState(db: Db, memberId: bigint): Promise<VipState> {
  const { site } = await siteAndFlags(db);
  const [tiers, totals, member] = await Promise.all([
    loadTiers(db),
    vipTotals(db, memberId, site.currency),
    db.selectFrom('member').select('vip_level').where('id', '=', memberId).executeTakeFirst(),
  ]);
  return { site, tiers, totals, level: member?.vip_level };
}

/** Promotes from a state read before; answers the levels promoted to and the member's level after. */
async function promote(db: Db, memberId: bigint, state: VipState): Promise<{ promoted: number[]; level: number }> {
  const { site, tiers } = state;
  const reached = reachedLevel(tiers, state.totals);
  if (state.level === undefined || reached <= state.level) return { promoted: [], level: state.level ?? 0 };
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ vip_level: number }>`SELECT vip_level FROM member WHERE id = ${memberId.toString()}::bigint FOR UPDATE`.execute(trx);
    const current = locked.rows[0]?.vip_level ?? reached;
    if (reached <= current) return { promoted: [], level: current };
    const promoted: number[] = [];
    for (const tier of tiers) {
      if (tier.level <= current || tier.level > reached) continue;
      const bonus = BigInt(tier.upgrade_bonus);
      const inserted = await sql<{ level: number }>`
        INSERT INTO vip_upgrade (member_id, level, bonus) VALUES (${memberId.toString()}::bigint, ${tier.level}, ${bonus.toString()}::bigint)
        ON CONFLICT (member_id, level) DO NOTHING RETURNING level`.execute(trx);
      if (inserted.rows.length === 0) continue;
      promoted.push(tier.level);
      if (bonus === 0n) continue;
      const name = vipLabelTranslated(site, tier.level);
      await sql`
        WITH granted AS (
          INSERT INTO reward (member_id, title, body, amount, currency, expires_at, created_by)
          VALUES (${memberId.toString()}::bigint, ${JSON.stringify(rewardTitle(name))}::jsonb, ${JSON.stringify(rewardBody(tier.level))}::jsonb,
                  ${bonus.toString()}::bigint, ${site.currency}, now() + ${`${VIP_REWARD_VALID_DAYS} days`}::interval, 'vip')
          RETURNING id)
        UPDATE vip_upgrade SET reward_id = (SELECT id FROM granted)
        WHERE member_id = ${memberId.toString()}::bigint AND level = ${tier.level}`.execute(trx);
    }
    await sql`UPDATE member SET vip_level = ${reached} WHERE id = ${memberId.toString()}::bigint AND vip_level < ${reached}`.execute(trx);
    return { promoted, level: reached };
  });
}

/** After money came in: promotes the member when VIP levels are on (VIP3). */
export async function promoteVipIfOn(db: Db, memberId: bigint): Promise<number[]> {
  const { flags } = await siteAndFlags(db);
  return flags.VIP3 === true ? promoteVip(db, memberId) : [];
}

function percentOf(total: bigint, required: bigint): number {
  if (required <= 0n || total >= required) return 100;
  return Number((total * 100n) / required);
}

/** The member's VIP page: level, totals, the next tier's distance, the tiers and the upgrades; promotes first. */
export async function getVip(db: Db, memberId: bigint, lang: LanguageCode): Promise<VipValue> {
  const state = await readVipState(db, memberId);
  if (state.level === undefined) throw new DomainError('NOT_FOUND');
  const { site, tiers, totals } = state;
  const { promoted, level } = await promote(db, memberId, state);
  // Each bonus's state in the reward centre: claimed, out of time, or waiting there.
  const upgrades = await sql<{ level: number; bonus: string; reward_id: string | null; upgraded_at: Date | string; bonus_state: VipBonusState | null }>`
    SELECT u.level, u.bonus::text AS bonus, u.reward_id::text AS reward_id, u.upgraded_at,
      CASE WHEN u.reward_id IS NULL THEN NULL
           WHEN EXISTS (SELECT 1 FROM reward_claim c WHERE c.reward_id = u.reward_id AND c.member_id = u.member_id) THEN 'CLAIMED'
           WHEN (SELECT r.expires_at FROM reward r WHERE r.id = u.reward_id) <= now() THEN 'EXPIRED'
           ELSE 'CLAIMABLE' END AS bonus_state
    FROM vip_upgrade u WHERE u.member_id = ${memberId.toString()}::bigint ORDER BY u.level DESC`.execute(db);
  const nextTier = tiers.find((tier) => tier.level > level);
  let next: VipNext | null = null;
  if (nextTier) {
    const depositRequired = BigInt(nextTier.deposit_required);
    const turnoverRequired = BigInt(nextTier.turnover_required);
    const remaining = (required: bigint, total: bigint) => (total >= required ? 0n : required - total);
    next = {
      level: nextTier.level,
      name: vipLabelOf(site, nextTier.level, lang),
      depositRemaining: formatMinor(remaining(depositRequired, totals.deposits)),
      turnoverRemaining: formatMinor(remaining(turnoverRequired, totals.turnover)),
      percent: Math.min(percentOf(totals.deposits, depositRequired), percentOf(totals.turnover, turnoverRequired)),
    };
  }
  return {
    level,
    name: vipLabelOf(site, level, lang),
    currency: site.currency,
    deposits: formatMinor(totals.deposits),
    turnover: formatMinor(totals.turnover),
    next,
    tiers: tiers.map((tier) => ({
      level: tier.level,
      name: vipLabelOf(site, tier.level, lang),
      depositRequired: formatMinor(BigInt(tier.deposit_required)),
      turnoverRequired: formatMinor(BigInt(tier.turnover_required)),
      upgradeBonus: formatMinor(BigInt(tier.upgrade_bonus)),
      perks: tier.perks.map((perk) => translate(perk, lang)).filter((perk) => perk !== ''),
    })),
    upgrades: upgrades.rows.map((row) => ({
      level: row.level,
      name: vipLabelOf(site, row.level, lang),
      bonus: formatMinor(BigInt(row.bonus)),
      rewardId: row.reward_id,
      bonusState: row.bonus_state,
      upgradedAt: new Date(row.upgraded_at).toISOString(),
    })),
    promoted,
  };
}

// ---------- the operator's tiers ----------

/** The tiers as the operator edits them: every language of the perks, and how many members hold each level (names in the desk's language). */
export async function tiersForOperator(db: Db, lang: LanguageCode): Promise<AdminVipTier[]> {
  const { site } = await siteAndFlags(db);
  const [tiers, counts] = await Promise.all([
    loadTiers(db),
    sql<{ level: number; n: string }>`SELECT vip_level AS level, count(*)::text AS n FROM member WHERE vip_level > 0 GROUP BY vip_level`.execute(db),
  ]);
  const members = new Map(counts.rows.map((row) => [row.level, Number(row.n)]));
  return tiers.map((tier) => ({
    level: tier.level,
    name: vipLabelOf(site, tier.level, lang),
    depositRequired: formatMinor(BigInt(tier.deposit_required)),
    turnoverRequired: formatMinor(BigInt(tier.turnover_required)),
    upgradeBonus: formatMinor(BigInt(tier.upgrade_bonus)),
    perks: tier.perks,
    members: members.get(tier.level) ?? 0,
  }));
}

const MAX_BONUS_MINOR = toMinor(MAX_REWARD_AMOUNT);

/**
 * Replaces the ladder, level 1 first. Each tier must need at least what the one below needs, and
 * a bonus is at most a reward's maximum; VALIDATION_FAILED names each field that is wrong and
 * nothing is written. Levels already reached stay reached (and paid); members above a new top keep
 * their level.
 */
export async function setTiers(db: Db, tiers: SetVipTiersBody['tiers'], lang: LanguageCode): Promise<void> {
  const issues = [];
  const rows: { level: number; deposit_required: bigint; turnover_required: bigint; upgrade_bonus: bigint; perks: string }[] = [];
  for (const [i, tier] of tiers.entries()) {
    const deposit = toMinor(tier.depositRequired);
    const turnover = toMinor(tier.turnoverRequired);
    const bonus = toMinor(tier.upgradeBonus);
    const below = rows[i - 1];
    if (below && deposit < below.deposit_required) issues.push(fieldIssue(lang, `tiers.${i}.depositRequired`, 'too_small', { min: formatMinor(below.deposit_required) }));
    if (below && turnover < below.turnover_required) issues.push(fieldIssue(lang, `tiers.${i}.turnoverRequired`, 'too_small', { min: formatMinor(below.turnover_required) }));
    if (bonus > MAX_BONUS_MINOR) issues.push(fieldIssue(lang, `tiers.${i}.upgradeBonus`, 'too_big', { max: groupAmount(MAX_REWARD_AMOUNT) }));
    rows.push({ level: i + 1, deposit_required: deposit, turnover_required: turnover, upgrade_bonus: bonus, perks: JSON.stringify(tier.perks) });
  }
  if (issues.length > 0) throw validationFailed(issues, lang);
  await sql`DELETE FROM vip_tier`.execute(db);
  await db.insertInto('vip_tier').values(rows).execute();
}
