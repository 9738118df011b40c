/** Runs `body` with the process in another time zone (the browser's, as the page sees it), then puts the zone back. */
export async function inTimeZone(zone: string, body: () => Promise<void>): Promise<void> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    await body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
