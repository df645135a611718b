import { expect, test, type Page } from '@playwright/test';
import type { DeskSettings } from '../../contract/desk-settings';
import { seriousViolations } from '../e2e/support/axe';
import { hydrated } from '../e2e/support/shopper';
import { E2E_ORIGIN } from '../../playwright.production.config';
import { ownerContext } from './support/desk';

/**
 * The OWNER shapes the site from the desk (docs/product.md, "Settings"): a new name and theme
 * colour, a switch and a footer link, saved on the desk's settings pages, show on the storefront
 * within seconds, without a restart. The settings are put back afterwards, for the other specs
 * that share this start.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SAME_ORIGIN = { origin: E2E_ORIGIN };
/** Within 5 s of the save (docs/product.md, "Site changes"). */
const SHOWN_WITHIN = { timeout: 5_000, intervals: [250, 500] };

let original: DeskSettings | undefined;

/** The storefront's home, loaded again, as a shopper who comes later sees it. */
async function home(page: Page) {
  await page.goto('/');
  return {
    title: await page.title(),
    style: await page.locator('html').getAttribute('style'),
    clock: await page.locator('[data-tenant-clock]').count(),
    footerLink: await page.getByRole('contentinfo').getByRole('link', { name: 'Opening hours' }).count(),
  };
}

test('the owner changes the name, theme colour and clock; the storefront shows them within 5 s', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  original = await (await page.request.get('/api/desk/settings')).json() as DeskSettings;
  const shopper = await browser.newPage();

  await page.goto('/desk/settings');
  await hydrated(page, 'IdentityForm');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Site name').fill('Harbour Goods');
  await page.getByLabel('Theme colour (hex)').fill('#fde047');
  // A light yellow: the desk warns and names the darker ink the site uses for text on it.
  await expect(page.getByText(/too light for white text/)).toBeVisible();
  await page.getByLabel('Theme colour (hex)').fill('#0f766e');
  await expect(page.getByText(/too light for white text/)).toHaveCount(0);
  await page.getByLabel('Hide the clock in the top bar').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await expect.poll(() => home(shopper), SHOWN_WITHIN).toMatchObject({
    title: expect.stringContaining('Harbour Goods'), style: expect.stringContaining('--color-primary: #0f766e'), clock: 0,
  });
  await context.close();
});

test('the owner adds a footer link on the links page; the storefront footer lists it', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  const shopper = await browser.newPage();
  await page.goto('/desk/settings/links');
  await hydrated(page, 'LinksForm');
  expect(await seriousViolations(page)).toEqual([]);
  const footerLinks = page.getByRole('group', { name: 'Footer links' });
  await footerLinks.getByRole('button', { name: /^Add/ }).click();
  const added = footerLinks.getByRole('listitem').last();
  await added.getByLabel(/^Title/).fill('Opening hours');
  await added.getByLabel(/^Link/).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(added.getByLabel(/^Link/)).toHaveAttribute('aria-invalid', 'true');
  await added.getByLabel(/^Link/).fill('/faq');
  // Keyboard reordering: the new link moves up one place.
  await added.getByRole('button', { name: /^Move up/ }).press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect.poll(() => home(shopper), SHOWN_WITHIN).toMatchObject({ footerLink: 1 });
  await context.close();
});

test.afterAll(async ({ browser }) => {
  if (!original) return;
  const { context, page } = await ownerContext(browser);
  const { name, description, themeColor, defaultLanguage, supportedLanguages, timezoneOffset, registrationEntity, googleAnalyticsTraceId, siteSwitches } = original;
  const identity = { name, description, themeColor, defaultLanguage, supportedLanguages, timezoneOffset, registrationEntity, googleAnalyticsTraceId, siteSwitches };
  expect((await page.request.patch('/api/desk/settings/identity', { data: identity, headers: SAME_ORIGIN })).status()).toBe(200);
  const { serviceEmail, servicePhone, serviceSocialAccounts, socialMediaPlatforms, footerLinks } = original;
  const links = { serviceEmail, servicePhone, serviceSocialAccounts, socialMediaPlatforms, footerLinks };
  expect((await page.request.put('/api/desk/settings/links', { data: links, headers: SAME_ORIGIN })).status()).toBe(200);
  await context.close();
});
