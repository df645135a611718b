import { describe, expect, it } from 'vitest';
import { decodeProductUrlParam, productPageHref } from '../../../src/lib/product/product-url-param';
import { searchIntent } from '../../../src/lib/search/search-intent';

const productLinkOf = (intent: ReturnType<typeof searchIntent>) =>
  intent.kind === 'product' ? decodeProductUrlParam(new URL(intent.href, 'http://shop.test').searchParams.get('url')) : null;

describe('searchIntent', () => {
  it('does nothing for empty text', () => {
    expect(searchIntent('')).toEqual({ kind: 'empty' });
    expect(searchIntent('   \n')).toEqual({ kind: 'empty' });
  });

  it('searches a keyword', () => {
    expect(searchIntent('  red dress ')).toEqual({ kind: 'keyword', keyword: 'red dress' });
  });

  it('opens the product of the first link, a mobile 1688 link as the desktop offer page', () => {
    const intent = searchIntent('wholesale bags https://detail.m.1688.com/page/index.html?offerId=610947572360&x=1 and https://item.jd.com/1.html');
    expect(intent.kind).toBe('product');
    expect(productLinkOf(intent)).toBe('https://detail.1688.com/offer/610947572360.html');
  });

  it('opens the product of a marketplace share text', () => {
    expect(productLinkOf(searchIntent('【淘宝】https://item.taobao.com/item.htm?id=652389001234「连衣裙」'))).toBe('https://item.taobao.com/item.htm?id=652389001234');
  });

  it('shows the wrong-link modal for a link that is no product', () => {
    expect(searchIntent('https://s.taobao.com/search?q=dress')).toEqual({ kind: 'wrong-link', link: 'https://s.taobao.com/search?q=dress' });
    expect(searchIntent('see https://example.com')).toMatchObject({ kind: 'wrong-link' });
  });

  it('opens a shared product page of this storefront (another tenant too) with its filters', () => {
    const shared = `https://vn.shop.example${productPageHref('https://item.jd.com/100012043978.html', 'Colour:Red')}`;
    const intent = searchIntent(shared);
    expect(productLinkOf(intent)).toBe('https://item.jd.com/100012043978.html');
    expect(intent.kind === 'product' && new URL(intent.href, 'http://x').searchParams.get('filters')).toBe('Colour:Red');
    expect(searchIntent('https://shop.example/product?url=1garbage').kind).toBe('wrong-link');
  });
});
