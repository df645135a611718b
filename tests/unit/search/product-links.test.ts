import { describe, expect, it } from 'vitest';
import { canonicalProductUrl, findFirstLink, parseProductLink } from '../../../contract/product-links';

describe('findFirstLink', () => {
  it('finds the first link in free text and trims sentence punctuation', () => {
    expect(findFirstLink('look at https://item.taobao.com/item.htm?id=1 and https://item.jd.com/2.html')).toBe('https://item.taobao.com/item.htm?id=1');
    expect(findFirstLink('Check this: https://item.jd.com/100012043978.html.')).toBe('https://item.jd.com/100012043978.html');
    expect(findFirstLink('(see https://detail.1688.com/offer/1.html)')).toBe('https://detail.1688.com/offer/1.html');
  });

  it('cuts a link at CJK punctuation, as marketplace share texts wrap it', () => {
    expect(findFirstLink('【淘宝】https://m.tb.cn/h.5abc?tk=x「连衣裙」点击链接直接打开')).toBe('https://m.tb.cn/h.5abc?tk=x');
    expect(findFirstLink('好物推荐：https://item.jd.com/123.html，快来')).toBe('https://item.jd.com/123.html');
  });

  it('adds https to a marketplace link pasted without a scheme', () => {
    expect(findFirstLink('detail.1688.com/offer/610947572360.html')).toBe('https://detail.1688.com/offer/610947572360.html');
    expect(findFirstLink('www.example.com/shoes')).toBe('https://www.example.com/shoes');
  });

  it('finds no link in plain keywords, sizes or e-mail addresses', () => {
    expect(findFirstLink('red dress size m')).toBeNull();
    expect(findFirstLink('1.5kg/pcs')).toBeNull();
    expect(findFirstLink('size.xl/xxl')).toBeNull();
    expect(findFirstLink('notaobao.community/x')).toBeNull();
    expect(findFirstLink('')).toBeNull();
  });
});

const CASES: [string, string, string, string][] = [
  // Taobao
  ['https://item.taobao.com/item.htm?id=652389001234', 'Taobao', '652389001234', 'https://item.taobao.com/item.htm?id=652389001234'],
  ['http://item.taobao.com/item.htm?spm=a21n57.1.0.0&id=652389001234&ns=1&abbucket=2', 'Taobao', '652389001234', 'https://item.taobao.com/item.htm?id=652389001234'],
  ['https://h5.m.taobao.com/awp/core/detail.htm?id=652389001234&ut_sk=1.xyz', 'Taobao', '652389001234', 'https://item.taobao.com/item.htm?id=652389001234'],
  ['https://world.taobao.com/item/652389001234.htm?spm=a21wu', 'Taobao', '652389001234', 'https://item.taobao.com/item.htm?id=652389001234'],
  ['https://www.item.taobao.com/item.htm?id=7', 'Taobao', '7', 'https://item.taobao.com/item.htm?id=7'],
  // Tmall
  ['https://detail.tmall.com/item.htm?id=612345678901&skuId=4' , 'Tmall', '612345678901', 'https://detail.tmall.com/item.htm?id=612345678901'],
  ['http://detail.m.tmall.com/item.htm?id=612345678901', 'Tmall', '612345678901', 'https://detail.tmall.com/item.htm?id=612345678901'],
  ['https://chaoshi.detail.tmall.com/item.htm?spm=a3204&id=612345678901', 'Tmall', '612345678901', 'https://detail.tmall.com/item.htm?id=612345678901'],
  ['https://detail.tmall.hk/hk/item.htm?id=612345678901', 'Tmall', '612345678901', 'https://detail.tmall.com/item.htm?id=612345678901'],
  // JD
  ['https://item.jd.com/100012043978.html', 'JD', '100012043978', 'https://item.jd.com/100012043978.html'],
  ['http://item.jd.com/100012043978.html?extension_id=eyJhZCI6IiJ9', 'JD', '100012043978', 'https://item.jd.com/100012043978.html'],
  ['https://item.m.jd.com/product/100012043978.html?gx=RnE', 'JD', '100012043978', 'https://item.jd.com/100012043978.html'],
  ['https://npcitem.jd.hk/100012043978.html', 'JD', '100012043978', 'https://item.jd.com/100012043978.html'],
  // 1688: desktop, and mobile links carrying offerId (rewritten to the desktop offer page)
  ['https://detail.1688.com/offer/610947572360.html?spm=a26352.13672862', 'Alibaba', '610947572360', 'https://detail.1688.com/offer/610947572360.html'],
  ['https://m.1688.com/offer/610947572360.html', 'Alibaba', '610947572360', 'https://detail.1688.com/offer/610947572360.html'],
  ['https://m.1688.com/page/offerDetail.html?offerId=610947572360&spm=x', 'Alibaba', '610947572360', 'https://detail.1688.com/offer/610947572360.html'],
  ['http://detail.m.1688.com/page/index.html?offerId=610947572360&sortType=', 'Alibaba', '610947572360', 'https://detail.1688.com/offer/610947572360.html'],
  // Yiwugou
  ['https://www.yiwugo.com/product/detail/935123456.html', 'Yiwugou', '935123456', 'https://www.yiwugo.com/product/detail/935123456.html'],
  ['http://yiwugo.com/product/detail/935123456.html?from=share', 'Yiwugou', '935123456', 'https://www.yiwugo.com/product/detail/935123456.html'],
  ['https://m.yiwugo.com/product/detail/935123456.html', 'Yiwugou', '935123456', 'https://www.yiwugo.com/product/detail/935123456.html'],
  // Poizon
  ['https://m.dewu.com/router/product/ProductDetail?spuId=1234567&sourceName=share', 'Poizon', '1234567', 'https://m.dewu.com/router/product/ProductDetail?spuId=1234567'],
  ['https://dewu.com/product-detail.html?spuId=1234567', 'Poizon', '1234567', 'https://m.dewu.com/router/product/ProductDetail?spuId=1234567'],
  ['https://www.poizon.com/product/nike-dunk?spuId=1234567', 'Poizon', '1234567', 'https://m.dewu.com/router/product/ProductDetail?spuId=1234567'],
  // Self-owned goods
  ['https://selfowned.invalid/SO-42', 'SelfOwned', 'SO-42', 'https://selfowned.invalid/SO-42'],
];

describe('parseProductLink', () => {
  it.each(CASES)('%s is %s %s', (url, platform, productId, canonicalUrl) => {
    expect(parseProductLink(url)).toEqual({ platform, productId, canonicalUrl });
  });

  it('is idempotent: a canonical link parses to itself', () => {
    for (const [, , , canonical] of CASES) expect(parseProductLink(canonical)?.canonicalUrl).toBe(canonical);
  });

  it.each([
    ['a Taobao shop', 'https://shop123456.taobao.com/shop/view_shop.htm?spm=a1z10'],
    ['a Taobao search', 'https://s.taobao.com/search?q=dress'],
    ['a Taobao short link (needs a redirect to resolve)', 'https://m.tb.cn/h.5abc?tk=x'],
    ['a Tmall shop', 'https://nike.tmall.com/shop/view_shop.htm'],
    ['a Tmall product without id', 'https://detail.tmall.com/item.htm?skuId=4'],
    ['a JD search', 'https://search.jd.com/Search?keyword=phone'],
    ['a JD shop', 'https://mall.jd.com/index-1000001.html'],
    ['a 1688 shop', 'https://shop1234.1688.com/page/offerlist.htm'],
    ['a 1688 search', 'https://s.1688.com/selloffer/offer_search.htm?keywords=bag'],
    ['a Yiwugou shop', 'https://www.yiwugo.com/shop/12345.html'],
    ['a Poizon page without spuId', 'https://m.dewu.com/router/product/ProductDetail'],
    ['a random site', 'https://example.com/item.htm?id=123'],
    ['a look-alike host', 'https://item.taobao.com.evil.example/item.htm?id=123'],
    ['a non-numeric id', 'https://item.taobao.com/item.htm?id=12a'],
    ['another scheme', 'ftp://item.jd.com/123.html'],
    ['not a URL', 'red dress'],
  ])('%s is not a product', (_, url) => {
    expect(parseProductLink(url)).toBeNull();
  });
});

describe('canonicalProductUrl', () => {
  it('builds the form the catalog stores', () => {
    expect(canonicalProductUrl('Alibaba', '1')).toBe('https://detail.1688.com/offer/1.html');
    expect(canonicalProductUrl('SelfOwned', 'SO-1')).toBe('https://selfowned.invalid/SO-1');
  });
});
