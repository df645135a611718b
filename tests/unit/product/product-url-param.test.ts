import { describe, expect, it } from 'vitest';
import { decodeProductUrlParam, encodeProductUrlParam, productPageHref } from '../../../src/lib/product/product-url-param';

const LINKS = [
  'https://item.taobao.com/item.htm?id=652389001234',
  'https://detail.1688.com/offer/610947572360.html',
  'https://m.dewu.com/router/product/ProductDetail?spuId=1234567',
  'https://selfowned.invalid/SO-42',
  'https://example.com/路径?q=连衣裙&x=1#frag',
];

describe('product url parameter', () => {
  it.each(LINKS)('round-trips %s', (link) => {
    expect(decodeProductUrlParam(encodeProductUrlParam(link))).toBe(link);
  });

  it('is URL-safe, versioned, deterministic and does not show the link', () => {
    const param = encodeProductUrlParam(LINKS[0] ?? '');
    expect(param).toMatch(/^1[A-Za-z0-9_-]+$/);
    expect(encodeProductUrlParam(LINKS[0] ?? '')).toBe(param);
    expect(param).not.toContain('taobao');
    expect(encodeURIComponent(param)).toBe(param);
  });

  it('stays compact', () => {
    expect(encodeProductUrlParam(LINKS[0] ?? '').length).toBeLessThan(70);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['another version', `2${encodeProductUrlParam(LINKS[0] ?? '').slice(1)}`],
    ['not base64url', '1abc+/=='],
    ['truncated', encodeProductUrlParam(LINKS[0] ?? '').slice(0, -3)],
    ['tampered', tamper(encodeProductUrlParam(LINKS[0] ?? ''))],
    ['random', '1qwertyuiopasdfghjkl'],
    ['a link in clear', 'https://item.taobao.com/item.htm?id=1'],
    ['huge', `1${'A'.repeat(10_000)}`],
  ])('a %s parameter decodes to null', (_, param) => {
    expect(decodeProductUrlParam(param)).toBeNull();
  });

  it('refuses what is not a web link, even when well formed', () => {
    expect(decodeProductUrlParam(encodeProductUrlParam('javascript:alert(1)'))).toBeNull();
  });

  it('builds the product page address, with the filters to start with', () => {
    const href = productPageHref(LINKS[1] ?? '', '颜色:红色;尺码:M');
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/product');
    expect(decodeProductUrlParam(url.searchParams.get('url'))).toBe(LINKS[1]);
    expect(url.searchParams.get('filters')).toBe('颜色:红色;尺码:M');
    expect(productPageHref(LINKS[1] ?? '')).not.toContain('filters');
  });
});

function tamper(param: string): string {
  const i = 5;
  const swapped = param[i] === 'A' ? 'B' : 'A';
  return param.slice(0, i) + swapped + param.slice(i + 1);
}
