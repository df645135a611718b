import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's serious and critical findings, with the pointer out of the way (a hovered button is lighter). */
export async function seriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  return (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
