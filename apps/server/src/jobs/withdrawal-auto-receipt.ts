import { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { autoReceiveDue } from '../modules/wallet/withdrawal.service.ts';

/**
 * Every minute: payouts the member has not answered by their `confirm_by` count as received. The
 * work is one idempotent UPDATE, so every instance may run it at the same time.
 */
export function scheduleWithdrawalAutoReceipt(
  db: Kysely<DB>,
  log: { error: (obj: unknown, msg: string) => void; info: (obj: unknown, msg: string) => void },
): Cron {
  return new Cron('* * * * *', { protect: true }, async () => {
    try {
      const received = await autoReceiveDue(db);
      if (received > 0) log.info({ received }, 'unanswered payouts counted as received');
    } catch (err) {
      log.error({ err }, 'unanswered payouts could not be counted as received');
    }
  });
}
