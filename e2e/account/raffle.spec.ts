import { createHash } from 'node:crypto';
import { loginMember, registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';

/** The seeded demo member: entered last week's draw, which had one prize, so the first look draws them as its winner. */
const demoPlayer = { username: 'demoplayer', password: 'Player2026' };
const THIS_WEEK = 'Weekly lucky draw: 10 winners';
const LAST_WEEK = "Last week's lucky draw";

/** The number in a text such as "1,234" (the entries). */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
/** Minor units of a text such as "Rs 1,234.50". */
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

test.describe('lucky draws on the promotions page', () => {
  test('when a member joins this week’s draw, then the card says they are in, still short of the turnover, and the server keeps it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await registerMember(request);
    // The draw is a members' promotion (visitors do not see it): sign in first.
    await logIn(page, account);
    await page.goto('/promotions');
    const mine = page.getByRole('listitem', { name: THIS_WEEK }).getByRole('region', { name: 'Lucky draw' });
    await expect(mine).toContainText('1 × 1,000.00, 3 × 200.00, 6 × 50.00', { timeout: 30_000 });
    await expect(mine).toContainText(/Closes in\s*[67] days/);
    const join = mine.getByRole('button', { name: 'Join' });
    await expect(join).toBeEnabled({ timeout: 30_000 });
    const progress = mine.getByRole('progressbar', { name: 'Your turnover' });
    await expect(progress).toHaveAttribute('aria-valuetext', '0.00 / 500.00');
    const entries = mine.locator('.raffle-fact').filter({ hasText: 'Entries' }).locator('dd');
    const before = countOf(await entries.textContent());

    await join.click();
    await expect(mine.getByRole('button', { name: 'In process' })).toBeDisabled();
    await expect(mine.getByRole('status').filter({ hasText: 'You are in the draw.' })).toBeVisible();
    await expect(mine).toContainText('Play 500.00 more in turnover before it closes to qualify.');
    await expect(entries).toHaveText(String(before + 1).replace(/\B(?=(\d{3})+(?!\d))/g, ','));

    // The server keeps it: a fresh look shows the member in the draw.
    await page.reload();
    await expect(page.getByRole('listitem', { name: THIS_WEEK }).getByRole('button', { name: 'In process' })).toBeDisabled({ timeout: 30_000 });
  });

  test('when the demo member opens last week’s drawn raffle, then they see themselves among the winners, claim the prize once into the balance, and the seed verifies', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await loginMember(request, demoPlayer);
    await page.goto(`/promotions?token=${token}`);
    const draw = page.getByRole('listitem', { name: LAST_WEEK }).getByRole('region', { name: 'Lucky draw' });
    const claim = draw.getByRole('button', { name: 'Claim prize' });
    await expect(claim).toBeEnabled({ timeout: 30_000 });
    await expect(draw).toContainText('You won Rs 888.00! Claim it by');
    const winners = draw.getByRole('group', { name: 'Winners' });
    await expect(winners.getByRole('listitem')).toHaveText(['de***er888.00']);

    const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText(/\d\.\d\d/);
    const before = minorOf(await balance.textContent());

    await claim.click();
    await expect(draw.getByRole('status').filter({ hasText: 'Rs 888.00 was added to your main wallet.' })).toBeVisible();
    await expect(draw.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect.poll(async () => minorOf(await balance.textContent())).toBe(before + 88_800);

    // The seed revealed after the draw hashes to the hash published before it.
    await draw.getByText('Fairness').click();
    const seed = (await draw.locator('.raffle-seeds dd').nth(1).textContent()) ?? '';
    const hash = (await draw.locator('.raffle-seeds dd').nth(0).textContent()) ?? '';
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
    await draw.getByRole('button', { name: 'Verify' }).click();
    await expect(draw.getByText('Match: the seed hashes to the published value.')).toBeVisible();

    // Claimed once: a fresh look still says claimed, and the balance did not move again.
    await page.reload();
    await expect(page.getByRole('listitem', { name: LAST_WEEK }).getByRole('button', { name: 'Claimed' })).toBeDisabled({ timeout: 30_000 });
    await expect.poll(async () => minorOf(await page.getByRole('banner').getByRole('group', { name: 'Balance' }).textContent())).toBe(before + 88_800);
  });
});
