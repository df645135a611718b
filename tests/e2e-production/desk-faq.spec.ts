import { randomUUID } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { seriousViolations } from '../e2e/support/axe';
import { ownerContext } from './support/desk';

/** The islands in `scope` have hydrated: typing before that would be lost (client:visible hydrates on sight). */
const hydrated = (scope: Locator) => expect(scope.locator('astro-island[ssr]')).toHaveCount(0);

/**
 * The content desk's FAQ page on a production start (docs/product.md, "Content desk"): the owner
 * edits a Vietnamese entry's question and rich-text answer, adds an entry and moves it up, and
 * the site's `/faq?lang=vi` shows both within seconds; removing the entry asks first. The desk
 * page is axe-clean.
 */
test('the owner edits and adds Vietnamese FAQ entries, and /faq?lang=vi shows them', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  const tag = randomUUID().slice(0, 6);
  const edited = { question: `Làm thế nào để đặt hàng nhanh? ${tag}`, answer: `Dán link sản phẩm rồi thanh toán ${tag}` };
  const added = { question: `Có giao hàng cuối tuần không? ${tag}`, answer: `Có, cả thứ Bảy ${tag}` };

  // A shopper reads the page first, so the storefront holds it in its caches.
  const shopper = await (await browser.newContext()).newPage();
  const faq = shopper.locator('section[aria-labelledby="faq-heading"]');
  await shopper.goto('/faq?lang=vi');
  await expect(faq.locator('details')).not.toHaveCount(0);

  await page.goto('/desk/content/faq?language=vi');
  await expect(page.getByLabel('Language')).toHaveValue('vi');
  const entries = page.locator('[data-faqs] > li');
  await expect(entries.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const first = entries.first();
  await first.getByText('Edit', { exact: true }).click();
  await hydrated(first);
  await first.getByLabel('Question').fill(edited.question);
  await first.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(edited.answer);
  await first.getByRole('button', { name: 'Save the entry' }).click();
  await expect(entries.first().getByRole('heading')).toHaveText(edited.question);
  await expect(entries.first()).toContainText(edited.answer);

  const adding = page.getByRole('region', { name: 'Add an entry in Tiếng Việt' });
  await adding.scrollIntoViewIfNeeded();
  await hydrated(adding);
  await adding.getByLabel('Question').fill(added.question);
  await adding.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type(added.answer);
  await adding.getByRole('button', { name: 'Add the entry' }).click();
  await expect(entries.last().getByRole('heading')).toHaveText(added.question);
  await entries.last().getByRole('button', { name: `Move ${added.question} up` }).click();
  const addedEntry = entries.nth(-2);
  await expect(addedEntry.getByRole('heading')).toHaveText(added.question);

  // Every storefront process drops what it cached of the site within seconds of the change.
  await expect(async () => {
    await shopper.goto('/faq?lang=vi');
    await expect(faq.locator('details').nth(-2)).toContainText(added.question, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(faq.locator('details').first()).toContainText(edited.question);
  await expect(faq.locator('details').first()).toContainText(edited.answer);
  await expect(faq.locator('details').nth(-2)).toContainText(added.answer);
  await shopper.context().close();

  // Removing asks first; the entry then leaves the list.
  await addedEntry.getByRole('button', { name: `Remove ${added.question}` }).click();
  const asking = page.getByRole('alertdialog', { name: 'Remove this entry?' });
  await expect(asking).toContainText(added.question);
  await asking.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('[data-faqs]')).not.toContainText(added.question);
  await expect(entries.first().getByRole('heading')).toHaveText(edited.question);
  await context.close();
});
