import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Right-to-left pages with left-to-right pieces: in Arabic, numbers and ranges inside Arabic
 * guide text read in their own order ("2–5", never "5–2"), Arabic guide steps read right to
 * left, and text the tenant wrote in English keeps its own direction, its full stop at the end
 * of the sentence.
 */

/** Where the first, the second-to-last and the last character of an element's text are drawn, from the left. */
const charEdges = (element: Locator) => element.evaluate((el) => {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) if ((walker.currentNode as Text).data.trim()) nodes.push(walker.currentNode as Text);
  const edge = (node: Text, offset: number) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    return range.getBoundingClientRect().left;
  };
  const first = nodes[0]!;
  const last = nodes[nodes.length - 1]!;
  const end = last.data.trimEnd().length - 1;
  const previous = nodes[nodes.length - 2];
  const beforeLast = end > 0 ? edge(last, end - 1) : previous ? edge(previous, previous.data.trimEnd().length - 1) : NaN;
  return { first: edge(first, first.data.length - first.data.trimStart().length), beforeLast, last: edge(last, end), lastChar: last.data.trimEnd()[end] };
});

test.describe('Arabic guide pages', () => {
  test('day ranges inside Arabic text and tables read from the smaller number', async ({ page }) => {
    await page.goto('/faq?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const article = page.locator('[data-article-body]');
    // The article is Arabic, written for this page: it carries no language of its own.
    await expect(article).not.toHaveAttribute('lang');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
    const range = article.locator('bdi', { hasText: /^2–5$/ }).first();
    const { first, last } = await charEdges(range);
    expect(first).toBeLessThan(last);

    // The fees page has one table, the page's own (the article holds none), whose days read in
    // words in Arabic ("from 2 to 5 days"): nothing to reorder.
    await page.goto('/transportation-charge');
    await expect(page.locator('[data-article-body] table')).toHaveCount(0);
    const days = page.locator('main table td').filter({ hasText: /^من \d+ إلى \d+ يومًا$/ });
    expect(await days.count()).toBeGreaterThan(0);
    for (const cell of await days.all()) {
      const [min, max] = ((await cell.innerText()).match(/\d+/g) ?? []).map(Number);
      expect(min).toBeLessThan(max!);
    }
  });

  test('Arabic how-to-use steps read right to left, their full stop on the left', async ({ page }) => {
    await page.goto('/how-to-use?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const steps = page.locator('main ol > li');
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText(['ابحث عن منتج', 'أضفه إلى السلة وادفع', 'نفحص منتجاتك', 'اشحنها إلى منزلك']);
    const step = steps.first();
    await expect(step.getByRole('img', { name: 'ابحث عن منتج' })).toBeVisible();
    const name = step.getByRole('heading', { level: 2 });
    await expect(name).toHaveAttribute('dir', 'auto');
    expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The sentence ends with Latin shop names; its full stop still closes it on the left.
    const sentence = step.locator('.prose p').first();
    expect(await sentence.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const { beforeLast, last, lastChar } = await charEdges(sentence);
    expect(lastChar).toBe('.');
    expect(last).toBeLessThan(beforeLast);
  });

  test('shipping lines described in English keep their own direction on an Arabic page', async ({ page }) => {
    // The demo tenant describes its lines in English only.
    await page.goto('/transportation-charge?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const description = page.locator('#fee-table-heading + div tbody th span').filter({ hasText: /^Door to door/ });
    await expect(description).toHaveAttribute('dir', 'auto');
    expect(await description.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    // The full stop ends the English sentence on the right of its last word, not at the far left.
    const { beforeLast, last, lastChar } = await charEdges(description);
    expect(lastChar).toBe('.');
    expect(beforeLast).toBeLessThan(last);
  });
});
