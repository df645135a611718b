import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../e2e/support/axe';
import { ownerContext } from './support/desk';

/**
 * The content desk on a production start (docs/product.md, "Content desk"): the owner writes an
 * article in the rich-text editor with the keyboard, saves a draft, previews it on the page that
 * shows it (a shopper at the same address still reads the live article), publishes it, and the
 * public page shows it.
 */
test('an article edited in TipTap is previewed as a draft, published, and shown on its page', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  const editorPath = '/desk/content/articles/PAYMENT_GUIDE/en';
  const words = `Pay by bank transfer ${randomUUID().slice(0, 8)}`;
  await page.goto(editorPath);
  const body = page.getByRole('textbox', { name: 'Article text' });
  await expect(body).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Title').fill('Paying us, step by step');
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words);
  await page.keyboard.press('ControlOrMeta+a');
  const bold = page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' });
  await bold.focus();
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Preview on the page' }).click();
  await expect(page).toHaveURL(/\/payment-guide\?lang=en&preview=\d+$/);
  await expect(page.locator('[data-article-body] strong')).toHaveText(words);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Never kept by any cache: the operator's own answer, nor a shopper's at the same address.
  const previewed = await page.request.get(page.url());
  expect(previewed.headers()['cache-control']).toContain('no-store');
  expect(await previewed.text()).toContain(words);
  const shopper = await (await browser.newContext()).newPage();
  expect((await shopper.goto(page.url()))?.headers()['cache-control']).toContain('no-store');
  await expect(shopper.locator('[data-article-body]')).toBeVisible();
  await expect(shopper.locator('[data-article-body]')).not.toContainText(words);

  await page.goto(editorPath);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-versions] li')).toHaveCount(1);
  await expect(page.locator('[data-versions]')).toContainText('Paying us, step by step');
  // Every storefront process drops what it cached of the site within seconds of the change.
  await expect(async () => {
    await shopper.goto('/payment-guide?lang=en');
    await expect(shopper.locator('[data-article-body] strong')).toHaveText(words, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await shopper.context().close();
  await context.close();
});
