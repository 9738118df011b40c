import { Cron } from 'croner';

/**
 * Runs `work` every hour at a random minute per instance (so instances do not pile up), one run at
 * a time; a failed run is logged and the next hour tries again.
 */
export function scheduleHourly(work: () => Promise<unknown>, log: { error: (obj: unknown, msg: string) => void }, failure: string): Cron {
  const minute = Math.floor(Math.random() * 60);
  return new Cron(`${minute} * * * *`, { protect: true }, async () => {
    try {
      await work();
    } catch (err) {
      log.error({ err }, failure);
    }
  });
}
