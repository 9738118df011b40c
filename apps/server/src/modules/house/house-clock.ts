/**
 * The house games' clock. Crash rounds follow a fixed schedule, so time decides phases and
 * cash-outs; tests drive it instead of sleeping.
 */
let source: () => number = () => Date.now();

export const houseClock = {
  now: (): number => source(),
};

/** Replaces the clock (tests); call without an argument to go back to the system clock. */
export function setHouseClock(now?: () => number): void {
  source = now ?? (() => Date.now());
}
