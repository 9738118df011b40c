import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { periodStart, settlementPosition } from '../modules/agent/salary.service.ts';
import type { StoredTier } from '../modules/agent/salary.table.ts';

const tier = (rateBp: number, minBet = 0n, minActive = 0, minLoss = 0n, singleBet = 0n): StoredTier => ({
  rateBp,
  minBet: minBet.toString(),
  minActive,
  minLoss: minLoss.toString(),
  singleBet: singleBet.toString(),
});

/**
 * The demo's agent contracts, once: the site pays demoagent a daily wage, real-time salary and a
 * monthly dividend, in force from the seed on; demoagent has offered its sub-agent a daily wage that
 * waits for the sub-agent's answer (the contract popup shows it at the sub-agent's login).
 */
export async function seedDemoContracts(db: Kysely<DB>): Promise<void> {
  const agents = await db.selectFrom('member').select(['id', 'username']).where('username', 'in', ['demoagent', 'demosubagent']).execute();
  const agent = agents.find((a) => a.username === 'demoagent');
  const sub = agents.find((a) => a.username === 'demosubagent');
  if (!agent || !sub) return;
  const existing = await db.selectFrom('agent_contract').select('id').where('downline_id', 'in', [agent.id, sub.id]).executeTakeFirst();
  if (existing) return;
  const now = new Date();
  const held = (kind: 'DAILY_WAGE' | 'REALTIME_SALARY' | 'DIVIDEND', period: 'DAILY' | 'FIVE_MINUTES' | 'MONTHLY', tiers: StoredTier[]) => ({
    kind,
    period,
    upline_id: null,
    downline_id: agent.id,
    tiers: JSON.stringify(tiers),
    max_rate_bp: Math.max(...tiers.map((t) => t.rateBp)),
    status: 'ACTIVE' as const,
    termination_requested_by: null,
    offered_by: 'system:demo',
    offered_at: now,
    accepted_at: now,
    ended_at: null,
    end_reason: null,
    ...settlementPosition(period, periodStart(period, now)),
  });
  await db
    .insertInto('agent_contract')
    .values([
      // 0.50 % of a day's team bet from 100.00 and one player; 1.00 % from 5,000.00 and three.
      held('DAILY_WAGE', 'DAILY', [tier(50, 100_00n, 1), tier(100, 5_000_00n, 3)]),
      // 0.20 % of every bet, 0.30 % of bets of 100.00 or more, every 5 minutes.
      held('REALTIME_SALARY', 'FIVE_MINUTES', [tier(20), tier(30, 0n, 0, 0n, 100_00n)]),
      // 20 % of the team's net loss in a month, from 1,000.00 lost and two players.
      held('DIVIDEND', 'MONTHLY', [tier(2_000, 0n, 2, 1_000_00n)]),
      {
        kind: 'DAILY_WAGE',
        period: 'DAILY',
        upline_id: agent.id,
        downline_id: sub.id,
        tiers: JSON.stringify([tier(30, 100_00n, 1), tier(60, 5_000_00n, 3)]),
        max_rate_bp: 60,
        status: 'OFFERED',
        termination_requested_by: null,
        offered_by: `member:${agent.id}`,
        offered_at: now,
        accepted_at: null,
        ended_at: null,
        end_reason: null,
        settled_until: null,
        settle_after: null,
      },
    ])
    .execute();
}
