// Steps the games specs share: a fresh member with money, and the demo catalogue's games looked up
// through the public game list (the same list the pages show), so no test depends on a game's name.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { cataloguePaths } from '../../packages/contracts/src/catalogue/catalogue.paths.ts';
import { walletPaths } from '../../packages/contracts/src/wallet/wallet.contract.ts';
import { loginMember, registerMember, type TestAccount } from '../support/accounts.ts';
import { callAs } from '../support/api.ts';

/** A vendor whose games run on the demo vendor's service and play from the main wallet (seamless). */
export const SEAMLESS_VENDOR = 'JL';
/** A vendor whose games play from the member's own wallet at that vendor, which money is moved into. */
export const TRANSFER_VENDOR = 'PG';

export interface ListedGame {
  nodeId: string;
  displayName: string;
  vassalage: string;
  gameClassify: string | null;
}

/** A fresh member whose main wallet holds `amount`, deposited with the sandbox method as a member does. */
export async function fundedMember(request: APIRequestContext, amount = '1000'): Promise<TestAccount> {
  const account = await registerMember(request);
  const token = await loginMember(request, account);
  const { list } = await callAs<{ list: { code: string; kind: string }[] }>(request, 'GET', walletPaths.depositMethods, token);
  const sandbox = list.find((m) => m.kind === 'SANDBOX');
  if (!sandbox) throw new Error('no sandbox deposit method is configured');
  await callAs(request, 'POST', walletPaths.deposit, token, { methodCode: sandbox.code, amount });
  return account;
}

/** The first page of a vendor's slots, as /rng?vassalage=<vendor> lists them. */
export async function slotGames(request: APIRequestContext, vendor: string): Promise<ListedGame[]> {
  const query = new URLSearchParams({ gameType: 'RNG', vassalage: vendor, pageNo: '1', pageSize: '24', language: 'EN' });
  const res = await request.get(`${cataloguePaths.gameList}?${query}`);
  const body = (await res.json()) as { success: boolean; value: { games: ListedGame[] } };
  if (!body.success) throw new Error(`the game list answered ${res.status()}`);
  return body.value.games;
}

/**
 * A 5-reel house slot: HOUSE's table games (classify TG) are dice, the rest of its slots are
 * themes of the house slot. Its name is unique on the page, so its card can be found by name.
 */
export async function houseSlot(request: APIRequestContext): Promise<ListedGame> {
  const games = await slotGames(request, 'HOUSE');
  const slot = games.find((g) => g.gameClassify !== 'TG' && games.filter((o) => o.displayName === g.displayName).length === 1);
  if (!slot) throw new Error('the demo catalogue has no house slot on the first page');
  return slot;
}

/** "1,234.50" as a number of minor units. */
export function minorOf(text: string): number {
  const match = /-?[\d,]+\.\d{2}/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[0].replace(/,/g, '')) * 100);
}

/** Minor units as the site writes them: "1,234.50". */
export function amountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The header's balance of a logged-in member. */
export const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

/** Opens a game's card on the slots page of its vendor and starts it (real money, or a free trial). */
export async function startFromSlotsPage(page: Page, game: ListedGame, mode: 'REAL' | 'FUN' = 'REAL'): Promise<void> {
  await page.goto(`/rng?vassalage=${encodeURIComponent(game.vassalage)}`);
  const card = page.getByRole('main').getByRole('article', { name: game.displayName, exact: true });
  const start = mode === 'REAL' ? `Start ${game.displayName}` : `Try ${game.displayName} for free`;
  await card.getByRole('button', { name: start, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/seamless\\?nodeId=${game.nodeId}${mode === 'FUN' ? '&mode=FUN' : '$'}`));
  await expect(page.getByRole('heading', { level: 1, name: game.displayName })).toBeVisible({ timeout: 20_000 });
}
