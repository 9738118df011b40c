import type { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { scheduleAgentSettlement } from './agent-settlement.ts';
import { scheduleAuthCleanup } from './auth-cleanup.ts';
import { scheduleCrashSettlement } from './crash-settlement.ts';
import { scheduleUploadCleanup } from './upload-cleanup.ts';
import { scheduleWithdrawalAutoReceipt } from './withdrawal-auto-receipt.ts';

type JobLog = { error: (obj: unknown, msg: string) => void; info: (obj: unknown, msg: string) => void };

/** The scheduled work every instance runs, as one handle its shutdown stops. */
export interface Jobs {
  stop(): Promise<void>;
}

/** How long a stop waits for runs under way; the process's own shutdown limit is above it. */
export const JOB_STOP_WAIT_MS = 8_000;

/**
 * Stops the schedules, then waits for the runs under way to end, so a settlement halfway through
 * finishes before the database it writes to is closed (cut off, it would roll back and log a
 * payment that could not be made). A run still going after `waitMs` is left to the process's exit.
 */
export async function stopJobs(crons: readonly Cron[], waitMs = JOB_STOP_WAIT_MS): Promise<void> {
  for (const cron of crons) cron.stop();
  const until = Date.now() + waitMs;
  while (crons.some((cron) => cron.isBusy()) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Starts every scheduled job: session and code clean-up, unused upload clean-up, withdrawal auto-receipt, agent and crash settlement. */
export function startJobs(db: Kysely<DB>, log: JobLog): Jobs {
  const crons = [
    scheduleAuthCleanup(db, log),
    scheduleWithdrawalAutoReceipt(db, log),
    scheduleAgentSettlement(db, log),
    scheduleCrashSettlement(db, log),
    scheduleUploadCleanup(db, log),
  ];
  return { stop: () => stopJobs(crons) };
}
