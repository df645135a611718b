import type { Page } from '@playwright/test';

/**
 * Waits until the page has nothing left to do: no request in flight (every call whose answer
 * could still show a toast or navigate has answered) and two frames painted after it (React
 * has rendered what the answers changed). Tests that prove something did NOT happen (a
 * second toast, a navigation) check after this instead of after a fixed pause.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }));
}
