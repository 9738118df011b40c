import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { houseClock } from '../modules/house/house-clock.ts';
import { settleFinishedCrashBets } from '../modules/house/house-crash.service.ts';

/** How often finished crash rounds are settled: a round is 24 s, so a bet waits at most this long past its crash. */
export const CRASH_SETTLEMENT_SECONDS = 5;

/**
 * Every few seconds: the bets of crash rounds that have crashed are settled (auto cash-outs paid,
 * the rest lost) whether or not anyone is playing, and while the game is in maintenance or
 * disabled too. Each bet is settled under its row lock and only while still open, so every
 * instance may run it at once.
 */
export function scheduleCrashSettlement(
  db: Kysely<DB>,
  log: { error: (obj: unknown, msg: string) => void; info: (obj: unknown, msg: string) => void },
): Cron {
  return new Cron(`*/${CRASH_SETTLEMENT_SECONDS} * * * * *`, { protect: true }, async () => {
    try {
      const settled = await settleFinishedCrashBets(db, houseClock.now());
      if (settled > 0) log.info({ settled }, 'finished crash bets settled');
    } catch (err) {
      log.error({ err }, 'finished crash bets could not be settled');
    }
  });
}
