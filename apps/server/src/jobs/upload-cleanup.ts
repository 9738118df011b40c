import type { Cron } from 'croner';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { scheduleHourly } from './hourly.ts';

/** An uploaded image that nothing used within this time is deleted (it can no longer be attached). */
export const UNUSED_UPLOAD_RETENTION_MS = 7 * 24 * 3_600_000;

export interface UploadCleanupResult {
  withdrawalProofs: number;
  activityImages: number;
}

/**
 * Deletes the images members uploaded but never attached (a withdrawal answer's proof, an
 * application's image) once they are older than the retention: each is up to 5 MB kept in the
 * database, and a member could otherwise fill it a day's upload allowance at a time. Attached
 * images stay with their withdrawal or application. Idempotent, so several instances may run it.
 */
export async function purgeUnusedUploads(db: Kysely<DB>, now = new Date()): Promise<UploadCleanupResult> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_RETENTION_MS);
  const proofs = await db.deleteFrom('withdrawal_proof').where('withdrawal_id', 'is', null).where('created_at', '<', before).executeTakeFirst();
  const images = await db.deleteFrom('activity_image').where('application_id', 'is', null).where('created_at', '<', before).executeTakeFirst();
  return { withdrawalProofs: Number(proofs.numDeletedRows), activityImages: Number(images.numDeletedRows) };
}

/** Runs the purge every hour (see scheduleHourly). */
export function scheduleUploadCleanup(db: Kysely<DB>, log: { error: (obj: unknown, msg: string) => void }): Cron {
  return scheduleHourly(() => purgeUnusedUploads(db), log, 'unused uploads could not be purged');
}
