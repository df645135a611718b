import { randomUUID } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { seriousViolations } from '../e2e/support/axe';
import { ownerContext } from './support/desk';

/** The islands in `scope` have hydrated: typing before that would be lost (client:visible hydrates on sight). */
const hydrated = (scope: Locator) => expect(scope.locator('astro-island[ssr]')).toHaveCount(0);
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

/**
 * The content desk's how-to steps on a production start (docs/product.md, "Content desk"): the
 * owner adds an English step with its picture, `/how-to-use?lang=en` shows it within seconds,
 * and removing it asks first. The desk page is axe-clean.
 */
test('the owner adds a how-to-use step with a picture, and /how-to-use shows it', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  const name = `Track your parcel ${randomUUID().slice(0, 6)}`;

  await page.goto('/desk/content/how-to?language=en');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  expect(await seriousViolations(page)).toEqual([]);

  const adding = page.getByRole('region', { name: 'Add a step in English' });
  await adding.scrollIntoViewIfNeeded();
  await hydrated(adding);
  await adding.getByLabel('Name').fill(name);
  await adding.getByLabel('Remark').fill('By mail at every step');
  await adding.getByLabel('Picture (JPEG or PNG)').setInputFiles({ name: 'step.png', mimeType: 'image/png', buffer: TINY_PNG });
  await adding.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Follow the parcel from our warehouse to your door.');
  await adding.getByRole('button', { name: 'Add the step' }).click();
  const steps = page.locator('[data-how-to-steps] > li');
  await expect(steps.last().getByRole('heading')).toHaveText(name);

  // Every storefront process drops what it cached of the site within seconds of the change.
  const shopper = await (await browser.newContext()).newPage();
  await expect(async () => {
    await shopper.goto('/how-to-use?lang=en');
    await expect(shopper.getByRole('heading', { name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(shopper.getByRole('img', { name })).toBeVisible();
  await shopper.context().close();

  await steps.last().getByRole('button', { name: `Remove ${name}` }).click();
  const asking = page.getByRole('alertdialog', { name: 'Remove this step?' });
  await expect(asking).toContainText(name);
  await asking.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('[data-how-to-steps]')).not.toContainText(name);
  await context.close();
});
