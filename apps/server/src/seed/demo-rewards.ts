import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

const WELCOME_BONUS = 'system:welcome-bonus';

const title = {
  EN: 'Welcome bonus',
  UR: 'خوش آمدید بونس',
  ZH: '新会员欢迎奖金',
  TH: 'โบนัสต้อนรับ',
  VI: 'Thưởng chào mừng',
};
const body = {
  EN: 'A thank-you for joining: claim it into your main wallet before it expires.',
  UR: 'شامل ہونے کا شکریہ: ختم ہونے سے پہلے اسے اپنے مرکزی والٹ میں حاصل کریں۔',
  ZH: '感谢您的加入：请在过期前领取到主钱包。',
  TH: 'ขอบคุณที่เข้าร่วม: รับเข้ากระเป๋าหลักก่อนหมดอายุ',
  VI: 'Cảm ơn bạn đã tham gia: hãy nhận vào ví chính trước khi hết hạn.',
};

/** The demo member's welcome bonus, once, claimable for 90 days: the demo's reward centre is never empty. */
export async function seedDemoRewards(db: Kysely<DB>, currency: string): Promise<void> {
  const existing = await db.selectFrom('reward').select('id').where('created_by', '=', WELCOME_BONUS).executeTakeFirst();
  if (existing) return;
  const member = await db.selectFrom('member').select('id').where('username', '=', 'demoplayer').executeTakeFirst();
  if (!member) return;
  await sql`
    INSERT INTO reward (member_id, title, body, amount, currency, expires_at, created_by)
    VALUES (${String(member.id)}::bigint, ${JSON.stringify(title)}::jsonb, ${JSON.stringify(body)}::jsonb, 8800, ${currency},
            now() + interval '90 days', ${WELCOME_BONUS})`.execute(db);
}

/** Rebate rates of the demo, per game type in hundredths of a percent; an operator's change survives a new seed. */
const DEMO_REBATE_BP: Record<string, number> = {
  RNG: 80,
  FISH: 80,
  MXWIN: 80,
  PVP: 60,
  LIVE: 50,
  SPORTS: 50,
  ESPORTS: 50,
  COCKFIGHT: 50,
  CRASH: 50,
  LOTT: 30,
  ELOTT: 30,
};

export async function seedDemoRebateRates(db: Kysely<DB>): Promise<void> {
  const known = new Set((await db.selectFrom('game_category').select('code').execute()).map((c) => c.code));
  const values = Object.entries(DEMO_REBATE_BP)
    .filter(([code]) => known.has(code))
    .map(([category_code, rate_bp]) => ({ category_code, rate_bp, updated_by: 'system:seed' }));
  if (values.length === 0) return;
  await db.insertInto('rebate_rate').values(values).onConflict((oc) => oc.column('category_code').doNothing()).execute();
}

/** The demo's missions: three daily, two weekly; added once by code, so an operator's changes survive a new seed. */
const DEMO_MISSIONS = [
  { code: 'DAILY_ROUNDS', kind: 'ROUNDS', category_code: null, period: 'DAILY', target: 20n, reward: 500n, sort: 1, title: { EN: 'Play 20 rounds today', UR: 'آج 20 راؤنڈ کھیلیں', ZH: '今天玩 20 局', TH: 'เล่น 20 รอบวันนี้', VI: 'Chơi 20 ván hôm nay' } },
  { code: 'DAILY_SLOTS', kind: 'TURNOVER', category_code: 'RNG', period: 'DAILY', target: 50_000n, reward: 1_000n, sort: 2, title: { EN: 'Bet 500.00 on slots today', UR: 'آج سلاٹس پر 500.00 کی شرط لگائیں', ZH: '今天在老虎机投注 500.00', TH: 'เดิมพันสล็อต 500.00 วันนี้', VI: 'Cược 500.00 vào slot hôm nay' } },
  { code: 'DAILY_WINS', kind: 'WINS', category_code: null, period: 'DAILY', target: 5n, reward: 500n, sort: 3, title: { EN: 'Win 5 rounds today', UR: 'آج 5 راؤنڈ جیتیں', ZH: '今天赢 5 局', TH: 'ชนะ 5 รอบวันนี้', VI: 'Thắng 5 ván hôm nay' } },
  { code: 'WEEKLY_DEPOSIT', kind: 'DEPOSIT', category_code: null, period: 'WEEKLY', target: 200_000n, reward: 3_000n, sort: 1, title: { EN: 'Deposit 2,000.00 this week', UR: 'اس ہفتے 2,000.00 جمع کریں', ZH: '本周存款 2,000.00', TH: 'ฝาก 2,000.00 ในสัปดาห์นี้', VI: 'Nạp 2,000.00 trong tuần này' } },
  { code: 'WEEKLY_TURNOVER', kind: 'TURNOVER', category_code: null, period: 'WEEKLY', target: 500_000n, reward: 5_000n, sort: 2, title: { EN: 'Bet 5,000.00 this week', UR: 'اس ہفتے 5,000.00 کی شرط لگائیں', ZH: '本周投注 5,000.00', TH: 'เดิมพัน 5,000.00 ในสัปดาห์นี้', VI: 'Cược 5,000.00 trong tuần này' } },
] as const;

export async function seedDemoMissions(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('mission')
    .values(DEMO_MISSIONS.map(({ title, ...m }) => ({ ...m, title: JSON.stringify(title) })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/**
 * The demo member's points, once: 1,500 points earned by 15,000.00 of play before the demo began,
 * so the points mall has something to redeem. New play adds to them at the operator's rate.
 */
export async function seedDemoPoints(db: Kysely<DB>): Promise<void> {
  const member = await db.selectFrom('member').select('id').where('username', '=', 'demoplayer').executeTakeFirst();
  if (!member) return;
  const created = await db.insertInto('member_points').values({ member_id: member.id, balance: 1_500n }).onConflict((oc) => oc.column('member_id').doNothing()).returning('member_id').executeTakeFirst();
  if (!created) return;
  await db.insertInto('points_entry').values({ member_id: member.id, kind: 'EARN', change: 1_500n, balance_after: 1_500n, turnover: 1_500_000n }).execute();
}
