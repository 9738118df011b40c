import { type Kysely, sql } from 'kysely';

/**
 * Hand-off codes: a signed-in member's one-time code (two minutes) that opens a new session on
 * another device, carried by the app-download QR instead of the session token. Only the code's
 * hash is kept.
 *
 * VIP tiers and upgrades: the operator's tiers (lifetime deposits and turnover to reach each, the
 * bonus paid on reaching it, perks), and one row per member and level reached, which is what makes
 * each upgrade bonus granted once. Six default tiers, one per default VIP label.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_handoff')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('session.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_handoff_session_idx').on('session_handoff').column('session_id').execute();

  await db.schema
    .createTable('vip_tier')
    .addColumn('level', 'smallint', (c) => c.primaryKey().check(sql`level >= 1`))
    .addColumn('deposit_required', 'bigint', (c) => c.notNull().check(sql`deposit_required >= 0`))
    .addColumn('turnover_required', 'bigint', (c) => c.notNull().check(sql`turnover_required >= 0`))
    .addColumn('upgrade_bonus', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`upgrade_bonus >= 0`))
    .addColumn('perks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('vip_upgrade')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level >= 1`))
    .addColumn('bonus', 'bigint', (c) => c.notNull().check(sql`bonus >= 0`))
    .addColumn('reward_id', 'bigint', (c) => c.references('reward.id'))
    .addColumn('upgraded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vip_upgrade_pk', ['member_id', 'level'])
    .execute();

  const perk = (en: string, ur: string, zh: string, th: string, vi: string) => ({ EN: en, UR: ur, ZH: zh, TH: th, VI: vi });
  const badge = perk('VIP label and rank beside your name', 'آپ کے نام کے ساتھ وی آئی پی لیبل اور درجہ', '昵称旁显示VIP标签和等级', 'ป้าย VIP และระดับข้างชื่อของคุณ', 'Nhãn VIP và cấp bậc bên cạnh tên bạn');
  const bonus = perk('Upgrade bonus to claim in the reward centre', 'ریوارڈ سینٹر میں کلیم کرنے کے لیے اپ گریڈ بونس', '可在奖励中心领取的升级奖金', 'โบนัสเลื่อนระดับรับได้ที่ศูนย์รางวัล', 'Thưởng thăng cấp nhận tại trung tâm phần thưởng');
  // Minor units (two decimals): deposits, turnover and bonus of each default tier.
  const tiers: [number, number, number, number][] = [
    [1, 10_000, 100_000, 1_000],
    [2, 100_000, 1_000_000, 5_000],
    [3, 500_000, 5_000_000, 20_000],
    [4, 2_000_000, 20_000_000, 80_000],
    [5, 10_000_000, 100_000_000, 300_000],
    [6, 50_000_000, 500_000_000, 1_000_000],
  ];
  await db
    .insertInto('vip_tier')
    .values(
      tiers.map(([level, deposit, turnover, upgrade]) => ({
        level,
        deposit_required: deposit,
        turnover_required: turnover,
        upgrade_bonus: upgrade,
        perks: JSON.stringify([badge, bonus]),
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vip_upgrade').execute();
  await db.schema.dropTable('vip_tier').execute();
  await db.schema.dropTable('session_handoff').execute();
}
