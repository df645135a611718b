import type { Browser, Page } from '@playwright/test';
import { deskSignIn } from './support/desk';
import { signUpShopper } from './support/shopper';
import { SAME_ORIGIN } from './support/shoppers';
import { expect, test } from './support/test';

/**
 * Live updates (docs/product.md, "Live updates"): the header's unread badge is the server's
 * count on every page load and follows a notification raised while the page is open, without
 * a reload. The desk raises them: a message to a new shopper (so no other test's counts mix in).
 */

/** A desk signed in on a browser of its own, sending messages to the shopper with `email`. */
async function deskMessenger(browser: Browser, email: string) {
  const context = await browser.newContext();
  const desk = await context.newPage();
  await deskSignIn(desk);
  const found = await desk.request.get(`/api/desk/shoppers?q=${encodeURIComponent(email)}`);
  const { items } = (await found.json()) as { items: { id: number }[] };
  const id = items[0]?.id;
  expect(id).toBeDefined();
  return {
    send: async (title: string) => {
      const sent = await desk.request.post(`/api/desk/shoppers/${id}/notifications`, { data: { title, text: 'Live update test' }, headers: SAME_ORIGIN });
      expect(sent.status()).toBe(204);
    },
    close: () => context.close(),
  };
}

const badge = (page: Page) => page.locator('header [data-live-count="unreadNotifications"]').first();

test('the unread badge is the server’s count on every page load, and follows a new notification live', async ({ page, browser }) => {
  const { email } = await signUpShopper(page, 'live-badge');
  const desk = await deskMessenger(browser, email);

  await page.goto('/my/account');
  await expect(badge(page)).toBeHidden();
  await desk.send('First');
  // Rendered by the server: the sealed profile cookie still says 0, the page says 1.
  const html = await (await page.request.get('/my/account')).text();
  expect(html).toMatch(/data-live-count="unreadNotifications"[^>]*>\s*<span[^>]*data-live-count-value[^>]*>1</);

  // Still on the page loaded before it: the stream brings it, no reload.
  await expect(badge(page)).toBeVisible({ timeout: 5000 });
  await expect(badge(page).locator('[data-live-count-value]')).toHaveText('1');
  await desk.send('Second');
  await expect(badge(page).locator('[data-live-count-value]')).toHaveText('2', { timeout: 5000 });
  await expect(badge(page).locator('[data-live-count-label]')).toHaveText('2 unread');

  await page.reload();
  await expect(badge(page).locator('[data-live-count-value]')).toHaveText('2');

  // The notifications page shows a new one as it comes, and says so politely; also one that came
  // after the page was rendered but before its stream opened (held here until it was sent).
  let thirdSent = (): void => undefined;
  const third = new Promise<void>((resolve) => (thirdSent = resolve));
  await page.route(/\/live\/events/, async (route) => {
    await third;
    await route.continue();
  });
  await page.goto('/my/message');
  const inbox = page.locator('main details');
  await expect(inbox).toHaveCount(2);
  await desk.send('Third');
  thirdSent();
  await expect(inbox).toHaveCount(3, { timeout: 5000 });
  await expect(inbox.first()).toContainText('Third');
  await expect(page.locator('[aria-live="polite"]', { hasText: 'New notifications are shown.' })).toBeAttached();
  await expect(badge(page).locator('[data-live-count-value]')).toHaveText('3');
  await desk.close();
});
