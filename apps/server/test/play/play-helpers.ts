import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_VENDOR_HEADER, playPaths } from '@lumen/contracts/play/play.contract';
import { sql } from 'kysely';
import { DEV_SEAMLESS_SECRET } from '../../src/config.ts';
import { json } from '../../src/lib/translated.ts';
import { signSeamlessBody } from '../../src/modules/play/seamless-signature.ts';
import type { TestApp } from '../support/test-app.ts';

let nextGameId = 900_000;

/** A game of the seeded catalogue's vendors and categories, with just what a launch needs. */
export async function insertGame(
  t: TestApp,
  options: { vendor: string; category?: string; hasTrial?: boolean; enabled?: boolean; name?: string },
): Promise<{ id: number; nodeId: string; gameCode: string; name: string }> {
  nextGameId += 1;
  const id = nextGameId;
  const gameCode = `${options.vendor}_T${id}`;
  const name = options.name ?? `Test Game ${id}`;
  await t.database.db
    .insertInto('game')
    .values({
      id,
      category_code: options.category ?? 'RNG',
      vendor_code: options.vendor,
      game_code: gameCode,
      name,
      display_name: json({ EN: name, UR: `${name} (UR)` }),
      icon_path: `games/${gameCode}.svg`,
      classify: null,
      min_bet: 100,
      has_trial: options.hasTrial ?? true,
      enabled: options.enabled ?? true,
      sort: id,
    })
    .execute();
  return { id, nodeId: String(id), gameCode, name };
}

export async function setVendor(t: TestApp, code: string, changes: { maintenance?: boolean; enabled?: boolean }): Promise<void> {
  await t.database.db.updateTable('vendor').set(changes).where('code', '=', code).execute();
}

export async function setFreePlay(t: TestApp, enabled: boolean): Promise<void> {
  await sql`UPDATE whitelabel_module SET enabled = ${enabled} WHERE code = 'FREEPLAY3'`.execute(t.database.db);
}

/** A real-money launch through the API: the launch token and the answer. */
export async function launchReal(t: TestApp, headers: Record<string, string>, nodeId: string) {
  const res = await t.app.inject({ method: 'POST', url: playPaths.launchGame, headers, payload: { nodeId } });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const value = res.json().value as { launchToken: string; url: string; kind: string; mode: string };
  return { token: value.launchToken, value };
}

/** A vendor's signed seamless call, as the demo vendor service sends it. */
export function seamlessCall(
  t: TestApp,
  path: string,
  body: unknown,
  options: { vendor: string; secret?: string; signature?: string | null; raw?: string },
) {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', [SEAMLESS_VENDOR_HEADER]: options.vendor };
  const signature = options.signature === undefined ? signSeamlessBody(options.secret ?? DEV_SEAMLESS_SECRET, raw) : options.signature;
  if (signature !== null) headers[SEAMLESS_SIGNATURE_HEADER] = signature;
  return t.app.inject({ method: 'POST', url: path, headers, payload: raw });
}
