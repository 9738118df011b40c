import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * Pins a process (all its threads) to one CPU with util-linux `taskset`, so that a server and the
 * load generator measuring it do not take turns on the same core. Returns false where it cannot
 * (one core, no taskset): the benchmark then runs unpinned and says so.
 */
export function pinToCpu(pid: number, cpu: number): boolean {
  if (os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-cp', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
