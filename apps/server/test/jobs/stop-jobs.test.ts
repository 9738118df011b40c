import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { stopJobs } from '../../src/jobs/index.ts';

describe('stopping the scheduled jobs', () => {
  it('when a run is under way, then the stop waits for it to end and no run starts after', async () => {
    let release: () => void = () => {};
    const events: string[] = [];
    const busy = new Cron('* * * * * *', { protect: true }, async () => {
      events.push('run started');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('run ended');
    });
    const idle = new Cron('0 0 0 1 1 *', { protect: true }, () => {});
    // The first run starts on the next second.
    while (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = stopJobs([busy, idle]).then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['run started']);
    release();
    await stopped;
    expect(events).toEqual(['run started', 'run ended', 'stopped']);
    expect([busy.isStopped(), idle.isStopped()]).toEqual([true, true]);
    // Its schedule would have run it again within the second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(events).toEqual(['run started', 'run ended', 'stopped']);
  });

  it('when a run outlasts the wait, then the stop gives up on it after the wait', async () => {
    const stuck = new Cron('* * * * * *', { protect: true, paused: true }, () => new Promise<void>(() => {}));
    void stuck.trigger();
    const started = Date.now();
    await stopJobs([stuck], 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(stuck.isStopped()).toBe(true);
  });
});
