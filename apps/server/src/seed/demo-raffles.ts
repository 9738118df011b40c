import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { sha256Hex } from '../lib/secrets.ts';

/**
 * The demo's raffles: this week's, open for seven days from the seed (500.00 of turnover to
 * qualify, ten prizes), and last week's, closed a day ago with the demo member's entry, so its first
 * look draws the demo member as the winner of a prize to claim. An existing raffle is left alone.
 */
export async function seedDemoRaffles(db: Kysely<DB>, currency: string): Promise<void> {
  const promotions = new Map(
    (await db.selectFrom('announcement').select(['id', 'code']).where('code', 'in', ['promo-lucky-draw', 'promo-lucky-draw-last']).execute()).map((a) => [a.code, a.id]),
  );
  const insert = async (code: string, window: { opensDaysAgo: number; closesInDays: number }, turnover: bigint, prizes: { amount: string; count: number }[]) => {
    const announcementId = promotions.get(code);
    if (announcementId === undefined) return null;
    const seed = randomBytes(32).toString('hex');
    const created = await sql<{ id: string }>`
      INSERT INTO raffle (announcement_id, opens_at, closes_at, turnover_required, prizes, claim_days, seed, seed_hash, currency, created_by)
      VALUES (${announcementId}, now() - make_interval(days => ${window.opensDaysAgo}), now() + make_interval(days => ${window.closesInDays}),
              ${turnover.toString()}::bigint, ${JSON.stringify(prizes)}::jsonb, 7, ${seed}, ${sha256Hex(seed)}, ${currency}, 'system:demo')
      ON CONFLICT (announcement_id) DO NOTHING RETURNING id::text AS id`.execute(db);
    return created.rows[0]?.id ?? null;
  };
  await insert('promo-lucky-draw', { opensDaysAgo: 0, closesInDays: 7 }, 50_000n, [
    { amount: '100000', count: 1 },
    { amount: '20000', count: 3 },
    { amount: '5000', count: 6 },
  ]);
  const last = await insert('promo-lucky-draw-last', { opensDaysAgo: 8, closesInDays: -1 }, 0n, [{ amount: '88800', count: 1 }]);
  const member = await db.selectFrom('member').select('id').where('username', '=', 'demoplayer').executeTakeFirst();
  if (last && member) {
    await sql`INSERT INTO raffle_entry (raffle_id, member_id, joined_at) VALUES (${last}::bigint, ${String(member.id)}::bigint, now() - interval '3 days')`.execute(db);
  }
}
