import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../e2e/support/axe';
import { ownerContext } from './support/desk';

/** The islands in `scope` have hydrated: typing before that would be lost (client:visible hydrates on sight). */
const hydrated = (scope: Locator) => expect(scope.locator('astro-island[ssr]')).toHaveCount(0);

/** The titles of the home page's announcements, loaded again as a later shopper sees them. */
async function homeAnnouncements(page: Page): Promise<string[]> {
  await page.goto('/?lang=en');
  return page.locator('section[aria-labelledby="announcements-heading"] h3').allTextContents();
}

/**
 * Announcements on the content desk on a production start (docs/product.md, "Content desk"): the
 * owner adds an English one that starts now, the home page shows it within seconds, an end
 * before its start is refused in the form, and once removed the home page no longer lists it.
 */
test('the owner adds an announcement, the home page shows it, and removing it takes it away', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  const title = `Warehouse closed for the holiday ${randomUUID().slice(0, 6)}`;

  await page.goto('/desk/content/announcements?language=en');
  expect(await seriousViolations(page)).toEqual([]);
  const adding = page.getByRole('region', { name: 'Add an announcement in English' });
  await adding.scrollIntoViewIfNeeded();
  await hydrated(adding);
  await adding.getByLabel('Title').fill(title);
  await adding.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Parcels received on the 1st leave on the 3rd.');
  // An end before the start is refused before anything is sent.
  await adding.getByLabel('End').fill('2000-01-01T10:00');
  await adding.getByRole('button', { name: 'Save the announcement' }).click();
  await expect(adding.getByText('The end must be after the start.')).toBeVisible();
  await adding.getByLabel('End').fill('');
  await adding.getByRole('button', { name: 'Save the announcement' }).click();
  const added = page.locator('[data-announcements] > li', { has: page.getByRole('heading', { name: title }) });
  await expect(added).toHaveAttribute('data-announcement-state', 'showing');

  const shopper = await (await browser.newContext()).newPage();
  await expect.poll(() => homeAnnouncements(shopper), { timeout: 5_000, intervals: [250, 500] }).toContain(title);

  // The edit form waits folded (client:visible); the remove button is what must be awake.
  await added.scrollIntoViewIfNeeded();
  await expect(added.locator('astro-island[component-url*="RemoveAnnouncementButton"]')).not.toHaveAttribute('ssr');
  await added.getByRole('button', { name: `Remove ${title}` }).click();
  // Asked first: keeping it changes nothing; removing it takes it away.
  const asking = page.getByRole('alertdialog', { name: 'Remove this announcement?' });
  await expect(asking).toContainText(`“${title}” will no longer show on the home page.`);
  await asking.getByRole('button', { name: 'Keep it' }).click();
  await expect(asking).toHaveCount(0);
  await expect(page.locator('[data-announcements]').getByRole('heading', { name: title })).toHaveCount(1);
  await added.getByRole('button', { name: `Remove ${title}` }).click();
  await asking.getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('[data-announcements]').getByRole('heading', { name: title })).toHaveCount(0);
  await expect.poll(() => homeAnnouncements(shopper), { timeout: 5_000, intervals: [250, 500] }).not.toContain(title);
  await shopper.context().close();
  await context.close();
});
