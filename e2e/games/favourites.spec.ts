import { registerMember } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/member-page.ts';
import { houseSlot } from './play-steps.ts';

test.describe('favourite games', () => {
  test('when a member hearts a game card, then the game is listed under favourites, and taking the heart away there removes it for good', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await registerMember(request);
    const game = await houseSlot(request);
    await logIn(page, account);

    await page.goto(`/rng?vassalage=${game.vassalage}`);
    const card = page.getByRole('main').getByRole('article', { name: game.displayName, exact: true });
    const add = card.getByRole('button', { name: `Add ${game.displayName} to favourites` });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    const added = page.waitForResponse((res) => res.url().includes('addFavoriteGame') && res.ok());
    await add.click();
    const remove = card.getByRole('button', { name: `Remove ${game.displayName} from favourites` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await added;

    // The favourites page, through the home page's Favourites tab.
    await page.getByRole('banner').getByRole('link', { name: 'Lumen home' }).click();
    await page.getByRole('tablist', { name: 'Game menu' }).getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favorite$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const favourites = page.getByRole('list', { name: 'Favourites' });
    const kept = favourites.getByRole('article', { name: game.displayName, exact: true });
    await expect(kept).toBeVisible();
    await expect(favourites.getByRole('article')).toHaveCount(1);

    const removed = page.waitForResponse((res) => res.url().includes('removeFavoriteGame') && res.ok());
    await kept.getByRole('button', { name: `Remove ${game.displayName} from favourites` }).click();
    await expect(kept).toBeHidden();
    await removed;
    await expect(page.getByText('You have no favourite games yet.', { exact: false })).toBeVisible();

    // The server kept the removal: a fresh load of both pages shows no heart.
    await page.reload();
    await expect(page.getByText('You have no favourite games yet.', { exact: false })).toBeVisible();
    await page.goto(`/rng?vassalage=${game.vassalage}`);
    await expect(card.getByRole('button', { name: `Add ${game.displayName} to favourites` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('when a visitor chooses the Favourites tab on the home page, then the login popup opens', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Game menu' });
    await tabs.getByRole('tab', { name: 'Favourites' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(login).toBeVisible();
    await expect(login.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
