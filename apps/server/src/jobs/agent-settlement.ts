import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { settleDue } from '../modules/agent/salary.service.ts';

/**
 * Every minute: the agent contracts' periods that have ended are settled and paid (real-time salary
 * every 5 minutes, hourly wages every hour, daily wages the next day, dividends after their period).
 * Each settlement is unique per kind, agent and period, so every instance may run it at once.
 */
export function scheduleAgentSettlement(
  db: Kysely<DB>,
  log: { error: (obj: unknown, msg: string) => void; info: (obj: unknown, msg: string) => void },
): Cron {
  return new Cron('* * * * *', { protect: true }, async () => {
    try {
      const settled = await settleDue(db);
      if (settled > 0) log.info({ settled }, 'agent settlements paid');
    } catch (err) {
      log.error({ err }, 'agent settlements could not be paid');
    }
  });
}
