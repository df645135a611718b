import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { tenantOrigin } from '../../playwright.config';

/**
 * The header on a 1366 px desktop: the search box takes the row's free width, the navigation
 * strip keeps to one line in the longest languages (what does not fit waits in "More"), and
 * the home page searches from its hero.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const strip = (page: Page) => page.locator('header nav[data-priority-nav]');

/** The strip's links: the tops of those shown on it, and every link, "More" included. */
async function stripLayout(page: Page) {
  return strip(page).evaluate((nav) => {
    const shown = [...nav.querySelectorAll(':scope > ul > li')];
    const list = nav.querySelector(':scope > ul')!;
    return {
      tops: [...new Set(shown.map((li) => Math.round(li.getBoundingClientRect().top)))],
      shown: shown.length,
      all: [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      overflowing: list.scrollWidth > list.clientWidth,
    };
  });
}

for (const [tenant, language] of [['vn', 'vi'], ['ru', 'ru'], ['', 'uz']] as const) {
  test(`${language} on ${tenant || 'the default tenant'}: the menu is one line, the search box wide`, async ({ page }) => {
    await page.goto(`${tenant ? tenantOrigin(tenant) : ''}/about?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(strip(page)).toBeVisible();
    // Once fitted (the script runs after load), the strip shows one line and hides nothing away.
    await expect.poll(async () => (await stripLayout(page)).overflowing).toBe(false);
    const layout = await stripLayout(page);
    expect(layout.tops).toHaveLength(1);
    expect(layout.shown).toBeGreaterThan(2);
    // Nothing is lost: the mobile menu lists the same links the strip and "More" do.
    const mobileLinks = await page.locator('header details.lg\\:hidden nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(layout.all).toEqual(mobileLinks);
    const more = strip(page).locator(':scope > details');
    if (layout.shown < layout.all.length) {
      await more.locator('summary').click();
      const first = more.locator('a').first();
      await expect(first).toBeVisible();
      const path = layout.all[layout.shown]!;
      await expect(first).toHaveAttribute('href', path);
      await first.click();
      // A shopper's page asks a visitor to log in first, and then goes there.
      await expect(page).toHaveURL((url) => url.pathname === path || url.searchParams.get('redirectUrl') === path);
    } else {
      await expect(more).toBeHidden();
    }

    const box = page.locator('header form[role="search"]');
    expect((await box.boundingBox())!.width).toBeGreaterThan(600);
    const input = box.getByRole('searchbox');
    // The whole placeholder is readable, not cut to "Search pro…".
    expect(await input.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}

test('a narrower window moves more links into "More", a wider one brings them back', async ({ page }) => {
  await page.goto('/about?lang=ru');
  await expect.poll(async () => (await stripLayout(page)).overflowing).toBe(false);
  const wide = (await stripLayout(page)).shown;
  await page.setViewportSize({ width: 1040, height: 768 });
  await expect.poll(async () => (await stripLayout(page)).shown).toBeLessThan(wide);
  expect((await stripLayout(page)).tops).toHaveLength(1);
  await expect(strip(page).locator(':scope > details')).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(async () => (await stripLayout(page)).shown).toBe(wide);
});

test('the home page searches from its hero, full width', async ({ page }) => {
  await page.goto('/?lang=en');
  const search = page.getByRole('main').getByRole('search');
  await expect(search).toBeVisible();
  expect((await search.boundingBox())!.width).toBeGreaterThan(600);
  // One search on the page: the hero's stands in for the header's.
  await expect(page.getByRole('search')).toHaveCount(1);
  await search.getByRole('searchbox', { name: 'Search products' }).fill('phone case');
  await search.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/product-search\?.*keyword=phone\+case/);
});
