import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OWNER, OWNER_LINK_FILE } from '../../playwright.production.config';

/**
 * The agent's first step on a production start: the one-time link `npm run desk:owner` printed
 * (before the server started) opens the invitation page, where the owner picks a name and a
 * password and lands on the desk.
 */
test('the first owner sets up their desk account from the printed link', async ({ page }) => {
  const link = /https?:\/\/\S+\/desk\/invitation\/\S+/.exec(readFileSync(OWNER_LINK_FILE, 'utf8'))?.[0];
  expect(link, 'the set-up link npm run desk:owner printed').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Choose a password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(OWNER.name);
});
