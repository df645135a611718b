import type { Page } from '@playwright/test';

/**
 * Keeps the page's live channel (the event stream and its polling fallback) shut, for a test
 * whose session is revoked behind the page's back: the channel would hear of it and log out from
 * the tab (its own rule, tested with it) before the call under test meets the 401.
 */
export async function shutLiveChannel(page: Page): Promise<void> {
  await page.route(/\/live\/events|\/user-events\//, (route) => route.abort());
}
