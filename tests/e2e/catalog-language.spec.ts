import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { tenantOrigin } from '../../playwright.config';

/**
 * The catalog in the shopper's language: searching in Vietnamese, Russian and Arabic finds the
 * products, whose titles, options and categories read in that language, with the Chinese
 * original one tap away; a misspelt word offers a "did you mean" search.
 */

interface ProductStrings { page: Record<string, string>; search: Record<string, string>; purchase: Record<string, string> }
const strings = (language: string) => JSON.parse(readFileSync(`public/locales/${language}/product.json`, 'utf8')) as ProductStrings;
const vi = strings('vi');
const ru = strings('ru');
const ar = strings('ar');
const en = strings('en');

const VN = tenantOrigin('vn');
const RU = tenantOrigin('ru');
const hasChinese = /[\u4e00-\u9fff]/;

/** The result tiles of a search page: each a link, with the original under a translated title. */
const tiles = (page: Page) => page.locator('main li').filter({ has: page.locator('a[href^="/product?"]') });
const tileNames = (page: Page) => tiles(page).locator('a[href^="/product?"] span.line-clamp-2:not([data-shop-name])').allInnerTexts();

async function searchFromHeader(page: Page, origin: string, keyword: string) {
  await page.goto(`${origin}/product-search`);
  const box = page.locator('header form[role="search"]').getByRole('searchbox');
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL(/\/product-search\?/);
}

test('Vietnamese: "áo sơ mi" finds shirts titled in Vietnamese, the Chinese one tap away; options and the prompt in Vietnamese', async ({ page }) => {
  await searchFromHeader(page, VN, 'áo sơ mi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const names = await tileNames(page);
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/^Áo sơ mi /);

  // The original Chinese title, one tap away, without JavaScript needed.
  const first = tiles(page).first();
  const original = first.locator('details[data-original]');
  await expect(original.locator('p')).toBeHidden();
  await original.getByText(vi.page['show-original']!).click();
  await expect(original.locator('p')).toBeVisible();
  await expect(original.locator('p')).toHaveText(/衬衫$/);
  await expect(original.locator('p')).toHaveAttribute('lang', 'zh-CN');

  // Without accents, the same shirts.
  await page.goto(`${VN}/product-search?keyword=${encodeURIComponent('ao so mi')}`);
  expect(await tileNames(page)).toEqual(names);

  // "giày" finds shoes, their categories named in Vietnamese, with counts that add up to the results.
  await page.goto(`${VN}/product-search?keyword=${encodeURIComponent('giày')}`);
  const shoeNames = await tileNames(page);
  expect(shoeNames.length).toBeGreaterThan(3);
  for (const name of shoeNames) expect(name).toMatch(/^(Giày|Dép)/);
  const categories = page.getByRole('navigation', { name: vi.search['categories']! });
  await expect(categories.getByRole('link', { name: /Giày thể thao/ })).toBeVisible();
  const category = categories.getByRole('link', { name: /Giày thể thao/ });
  const count = Number((await category.innerText()).replace(/\D+/g, ''));
  await category.click();
  await expect(page.locator('p[role="status"]')).toContainText(String(count));

  // The product page: title, options and "Please choose" in Vietnamese, the original one tap away.
  await tiles(page).first().locator('a[href^="/product?"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Giày /);
  const colour = page.getByRole('group', { name: 'Màu sắc' });
  await expect(colour).toBeVisible();
  await expect(page.getByRole('group', { name: 'Kích cỡ' })).toBeVisible();
  expect(hasChinese.test(await colour.innerText())).toBe(false);
  const details = page.locator('details[data-original]');
  await details.getByText(vi.page['show-original']!).click();
  await expect(details).toContainText('颜色');
  await expect(details).toContainText(/运动鞋|跑步鞋/);
  await page.getByRole('button', { name: vi.purchase['add-to-cart']! }).click();
  await expect(page.getByRole('alert').filter({ hasText: vi.purchase['choose']!.replace('{{names}}', 'Màu sắc, Kích cỡ') })).toBeVisible();
});

test('Russian: "рубашка" finds only shirts; a misspelling offers "did you mean" as a search', async ({ page }) => {
  await page.goto(`${RU}/product-search?keyword=${encodeURIComponent('рубашка')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const names = await tileNames(page);
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/^Рубашка, /);

  await searchFromHeader(page, RU, 'рубашкы');
  await expect(page.locator('[data-suggestion]')).toContainText(ru.search['did-you-mean']!);
  await page.locator('[data-suggestion]').getByRole('link', { name: 'рубашка' }).click();
  await expect(page).toHaveURL(/keyword=%D1%80%D1%83%D0%B1%D0%B0%D1%88%D0%BA%D0%B0/);
  expect(await tileNames(page)).toEqual(names);
});

test('Arabic, right to left: shirts by "قميص", options in Arabic, the original opened by keyboard', async ({ page }) => {
  await page.goto(`/product-search?lang=ar&keyword=${encodeURIComponent('قميص')}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const names = await tileNames(page);
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/^قميص /);

  await tiles(page).first().locator('a[href^="/product?"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^قميص /);
  await expect(page.getByRole('group', { name: 'اللون' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'المقاس' })).toBeVisible();
  const summary = page.locator('details[data-original] summary');
  await expect(summary).toHaveText(ar.page['show-original']!);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details[data-original]')).toHaveAttribute('open', '');
  await expect(page.locator('details[data-original]')).toContainText('衬衫');
});

test('English: "shrit" offers "shirt"', async ({ page }) => {
  await page.goto('/product-search?keyword=shrit');
  const suggestion = page.locator('[data-suggestion]');
  await expect(suggestion).toContainText(en.search['did-you-mean']!);
  await suggestion.getByRole('link', { name: 'shirt' }).click();
  await expect(page).toHaveURL(/keyword=shirt$/);
  const names = await tileNames(page);
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/ shirt$/);
});
