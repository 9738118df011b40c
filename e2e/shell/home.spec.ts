import { houseSlot } from '../games/play-steps.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('site shell', () => {
  test('when a visitor opens the home page, then header, side menu, main content and footer are shown', async ({ page, pageProblems }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Lumen home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Language' })).toBeVisible();

    const categories = page.getByRole('navigation', { name: 'Game categories' });
    await expect(categories.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Promotions' })).toBeVisible();

    const side = page.getByRole('complementary', { name: 'Main menu' });
    await expect(side).toBeVisible();
    await expect(side.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Help Centre' })).toBeVisible();

    await expect(page.getByRole('tablist', { name: 'Game menu' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(footer.getByRole('region', { name: 'Game providers' })).toBeVisible();

    const problems = await pageProblems();
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.errors, 'console errors').toEqual([]);
  });

  test('when a category of the header is hovered, then its vendor dropdown opens; HOME has none', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByRole('navigation', { name: 'Game categories' });
    await categories.getByRole('link', { name: 'Live Casino' }).hover();
    const dropdown = categories.getByRole('group', { name: 'Live Casino providers' });
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('button').first()).toBeVisible();

    await categories.getByRole('link', { name: 'Slots' }).hover();
    const slots = categories.getByRole('group', { name: 'Slots providers' });
    await expect(slots).toBeVisible();
    // The demo site has more than 10 slots vendors: the dropdown uses its large layout.
    await expect(slots).toHaveAttribute('data-layout', 'large');

    await categories.getByRole('link', { name: 'Home' }).hover();
    // The home page's own game rows have provider chips; the header's menu has no dropdown for HOME.
    await expect(categories.getByRole('group')).toHaveCount(0);
  });

  test('when a vendor is chosen from a dropdown, then its category page opens with that vendor', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByRole('navigation', { name: 'Game categories' });
    await categories.getByRole('link', { name: 'Slots' }).hover();
    const slots = categories.getByRole('group', { name: 'Slots providers' });
    await slots.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/rng\?vassalage=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('when a notice in the marquee is chosen, then the notice popup opens at it and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Notices' });
    const notices = marquee.getByRole('button');
    await expect(notices.first()).toBeVisible();
    // The strip stops scrolling while a notice in it holds focus (paused, as under the pointer, or
    // standing still when the focus shows, as from the keyboard), so the click waits on a still
    // target rather than on the animation's timing.
    await notices.first().focus();
    const track = marquee.locator('.notice-marquee-track');
    await expect
      .poll(() => track.evaluate((el) => getComputedStyle(el).animationName === 'none' || getComputedStyle(el).animationPlayState === 'paused'))
      .toBe(true);
    // By then the strip may have carried the first notice out of sight: a person clicks one in view.
    const inView = await notices.evaluateAll((buttons) => {
      const strip = buttons[0]?.closest('section')?.getBoundingClientRect();
      return buttons.findIndex((b) => {
        const box = b.getBoundingClientRect();
        return strip !== undefined && box.left >= strip.left && box.right <= strip.right && box.width > 0;
      });
    });
    expect(inView).toBeGreaterThanOrEqual(0);
    const first = notices.nth(inView);
    const title = (await first.textContent()) ?? '';
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Notices' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: title.trim() })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('when the keyboard moves through the notice strip, then it stands still and each notice that takes focus is in view; asked for less motion, it never moves', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Notices' });
    const notices = marquee.getByRole('button');
    await expect(notices.first()).toBeVisible();
    const inStrip = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const strip = document.querySelector('.notice-marquee-window')?.getBoundingClientRect();
        const box = focused?.getBoundingClientRect();
        return !!strip && !!box && focused?.classList.contains('notice-marquee-item') === true && box.left >= strip.left - 1 && box.right <= strip.right + 1;
      });
    // Let the strip carry the first notice along, then reach it from the control before the strip.
    await page.waitForTimeout(1500);
    const count = await notices.evaluateAll((buttons) => buttons.filter((b) => b.tabIndex === 0).length);
    await notices.first().evaluate((first) => {
      const before = document.createElement('button');
      before.id = 'before-strip';
      first.closest('section')?.before(before);
      before.focus();
    });
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      expect(await inStrip()).toBe(true);
    }
    await expect(marquee.locator('.notice-marquee-track')).toHaveCSS('animation-name', 'none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(notices.first()).toBeVisible();
    await expect(marquee.locator('.notice-marquee-track')).toHaveCSS('animation-name', 'none');
    // The copy drawn for the loop is not shown when the strip does not loop.
    await expect(marquee.locator('li[aria-hidden="true"]').first()).toBeHidden();
  });

  test('when a visitor opens the home page, then the winner board shows the demo members’ wins, masked, biggest first, the top three with medals; a win clicked asks to log in', async ({ page }) => {
    await page.goto('/');
    const board = page.getByRole('region', { name: 'Winner board' });
    await board.scrollIntoViewIfNeeded();
    const rows = board.getByRole('button');
    await expect(rows.first()).toBeVisible();
    // Played on the first start by demoagent's downline (demofriend, demoneighbour), shown masked.
    const names = await board.locator('.winner-name').allTextContents();
    expect(names.some((name) => name === 'de***nd' || name === 'de***ur'), names.join(', ')).toBe(true);
    for (const name of names) expect(name).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
    const amounts = (await board.locator('.winner-amount').allTextContents()).map((text) => {
      expect(text).toMatch(/^Rs [0-9,]+\.[0-9]{2}$/);
      return Number(text.replace(/[^0-9.]/g, ''));
    });
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await expect(board.locator('.winner-rank').first()).toHaveAttribute('data-medal', 'gold');
    await rows.first().click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('site shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when a phone opens the home page, then each game card’s buttons sit below its picture, never over it, and fit the card', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.game-card:not(.game-card-skeleton)');
    await expect(cards.first()).toBeVisible();
    const overflowing = await cards.evaluateAll((nodes) =>
      nodes.slice(0, 12).flatMap((card) => {
        const art = card.querySelector('.game-card-art')?.getBoundingClientRect();
        const frame = card.getBoundingClientRect();
        return [...card.querySelectorAll<HTMLElement>('.game-card-actions .btn')]
          .filter((button) => {
            const box = button.getBoundingClientRect();
            const clipped = button.scrollWidth > button.clientWidth + 1;
            // The picture's art carries the game's title: a button over it hides it.
            const overPicture = !art || box.top < art.bottom - 1;
            const outside = box.left < frame.left - 1 || box.right > frame.right + 1 || box.bottom > frame.bottom + 1;
            return clipped || overPicture || outside;
          })
          .map((button) => button.getAttribute('aria-label'));
      }),
    );
    expect(overflowing).toEqual([]);
    // The buttons keep their names for assistive technology when only their icons show.
    await expect(cards.first().getByRole('button', { name: /^Start / })).toBeVisible();
  });
});

test.describe('site shell on a phone in Urdu', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when an Urdu phone opens the winner board, then the names line up on the right, and a long English game name too wide for its row is cut at its end, its beginning in view', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'UR'));
    await page.goto('/?lang=ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const board = page.locator('.winner-board');
    await board.scrollIntoViewIfNeeded();
    await expect(board.locator('.winner-row').first()).toBeVisible();
    // Every name cut short keeps its first letter inside its box (the ellipsis takes its end).
    const cut = await board.locator('.winner-game, .winner-name').evaluateAll((nodes) =>
      nodes
        .filter((node) => node.scrollWidth > node.clientWidth + 1)
        .map((node) => {
          const text = node.firstChild as Text;
          const range = document.createRange();
          range.setStart(text, 0);
          range.setEnd(text, 1);
          return { text: node.textContent, firstInView: range.getBoundingClientRect().left >= node.getBoundingClientRect().left - 1 };
        }),
    );
    expect(cut.length, 'a name cut short on a phone').toBeGreaterThan(0);
    expect(cut.filter((c) => !c.firstInView)).toEqual([]);
    // The names that fit end at their box's right edge, English ones too, beside the rank.
    const astray = await board.locator('.winner-game, .winner-name').evaluateAll((nodes) =>
      nodes
        .filter((node) => node.scrollWidth <= node.clientWidth + 1)
        .filter((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return Math.abs(range.getBoundingClientRect().right - node.getBoundingClientRect().right) > 1;
        })
        .map((node) => node.textContent),
    );
    expect(astray).toEqual([]);
  });
  test('when an Urdu phone opens a house slot for fun, then the game bar cuts its English name at the end, its beginning in view', async ({ page, request }) => {
    const game = await houseSlot(request);
    await page.addInitScript(() => localStorage.setItem('lang', 'UR'));
    await page.goto(`/seamless?nodeId=${game.nodeId}&mode=FUN`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const title = page.locator('.seamless-title');
    await expect(title).toHaveText(game.displayName);
    const shown = await title.evaluate((node) => {
      const range = document.createRange();
      range.setStart(node.firstChild as Text, 0);
      range.setEnd(node.firstChild as Text, 1);
      return { cut: node.scrollWidth > node.clientWidth + 1, firstInView: range.getBoundingClientRect().left >= node.getBoundingClientRect().left - 1 };
    });
    expect(shown).toEqual({ cut: true, firstInView: true });
  });
});
