/**
 * `load`, or the error `late` makes when it has not settled within `ms` (the timer is cleared as
 * soon as either happens). A chunk import that never settles (a stalled connection) would otherwise
 * leave its loader on screen for good.
 */
export function settleWithin<T>(load: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
