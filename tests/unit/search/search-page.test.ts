import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../contract/product';
import { enabledChannels } from '../../../src/lib/search/channels';
import {
  canonicalSearchParams, hasSearchTerm, isIndexable, parseSearchPage, providerSearchQuery, searchPageHref,
} from '../../../src/lib/search/search-page';

const CHANNELS: Channel[] = ['TAOBAO', 'ALIBABA'];
const parse = (query: string, locale = 'en') => parseSearchPage(new URLSearchParams(query), CHANNELS, locale);

describe('enabledChannels', () => {
  it('offers the channels of the tenant platforms, in the usual order', () => {
    expect(enabledChannels(['Poizon', 'Tmall'])).toEqual(['TAOBAO', 'POIZON']);
    expect(enabledChannels(['Yiwugou'])).toEqual(['ALIBABA']);
    expect(enabledChannels(['SelfOwned', 'Taobao', 'Tmall', 'JD', 'Alibaba', 'Yiwugou', 'Poizon'])).toEqual(['TAOBAO', 'ALIBABA', 'POIZON']);
    expect(enabledChannels([])).toEqual([]);
  });
});

describe('parseSearchPage', () => {
  it('reads a keyword search with every refinement', () => {
    expect(parse('keyword=+bag+&channel=ALIBABA&sort=PRICE_ASC&filters=a:b&snId=c1&minPrice=10&maxPrice=20.5&pageNo=3')).toEqual({
      keyword: 'bag', imageUrl: undefined, channel: 'ALIBABA', sort: 'PRICE_ASC', filters: 'a:b', snId: 'c1', minPrice: '10', maxPrice: '20.5', pageNo: 3,
    });
  });

  it('falls back to defaults for what it cannot use', () => {
    expect(parse('keyword=bag&channel=POIZON&sort=CHEAP&minPrice=-1&maxPrice=abc&pageNo=0')).toMatchObject({
      channel: 'TAOBAO', sort: 'RELEVANCE', minPrice: undefined, maxPrice: undefined, pageNo: 1,
    });
    expect(parse('pageNo=101').pageNo).toBe(1);
    expect(parse(`keyword=${'x'.repeat(250)}`).keyword).toBe('x'.repeat(200));
    expect(parse('keyword=+++').keyword).toBeUndefined();
  });

  it('reads the price range as the page’s locale writes it, a range in one field and a range the wrong way round', () => {
    expect(parse('keyword=bag&minPrice=100.000&maxPrice=500.000', 'vi')).toMatchObject({ minPrice: '100.000', maxPrice: '500.000' });
    expect(parse('keyword=bag&minPrice=100.000 – 500.000', 'vi')).toMatchObject({ minPrice: '100.000', maxPrice: '500.000' });
    expect(parse('keyword=bag&minPrice=50&maxPrice=5')).toMatchObject({ minPrice: '5', maxPrice: '50' });
    expect(parse('keyword=bag&minPrice=50 - 5')).toMatchObject({ minPrice: '5', maxPrice: '50' });
    expect(parse(`keyword=bag&minPrice=${'9'.repeat(40)}`).minPrice).toBeUndefined();
  });

  it('searches a photo instead of a keyword when both are given', () => {
    const page = parse('keyword=bag&imageUrl=https://cdn.shop/search/a.jpg');
    expect(page.keyword).toBeUndefined();
    expect(page.imageUrl).toBe('https://cdn.shop/search/a.jpg');
    expect(hasSearchTerm(page)).toBe(true);
    expect(hasSearchTerm(parse(''))).toBe(false);
  });
});

describe('searchPageHref', () => {
  it('leaves defaults out and restarts at page 1 when the search changes', () => {
    const page = parse('keyword=bag&pageNo=4&sort=SALES');
    expect(searchPageHref(page, { pageNo: 5 }, CHANNELS)).toBe('/product-search?keyword=bag&sort=SALES&pageNo=5');
    expect(searchPageHref(page, { sort: 'RELEVANCE' }, CHANNELS)).toBe('/product-search?keyword=bag');
    expect(searchPageHref(page, { channel: 'ALIBABA' }, CHANNELS)).toBe('/product-search?keyword=bag&channel=ALIBABA&sort=SALES');
  });

  it('round-trips through parseSearchPage', () => {
    const page = parse('keyword=红色 连衣裙&channel=ALIBABA&sort=PRICE_DESC&snId=7&minPrice=5&pageNo=2');
    expect(parse(new URL(searchPageHref(page, { pageNo: 2 }, CHANNELS), 'http://x').search)).toEqual(page);
  });
});

describe('search engines', () => {
  it('index plain keyword searches only', () => {
    expect(isIndexable(parse('keyword=bag&sort=SALES&pageNo=2'))).toBe(true);
    expect(isIndexable(parse('imageUrl=https://cdn/a.jpg'))).toBe(false);
    expect(isIndexable(parse('keyword=bag&filters=a:b'))).toBe(false);
    expect(isIndexable(parse('keyword=bag&snId=1'))).toBe(false);
    expect(isIndexable(parse('keyword=bag&minPrice=1'))).toBe(false);
  });

  it('see the keyword, channel and page in the canonical link, not the sort', () => {
    expect(canonicalSearchParams(parse('keyword=bag&sort=SALES&pageNo=2&channel=ALIBABA'), CHANNELS).toString()).toBe('keyword=bag&channel=ALIBABA&pageNo=2');
    expect(canonicalSearchParams(parse('keyword=bag'), CHANNELS).toString()).toBe('keyword=bag');
  });
});

describe('providerSearchQuery', () => {
  it('turns the price range from the tenant currency into fen, rounded outwards', () => {
    const query = providerSearchQuery(parse('keyword=bag&minPrice=10&maxPrice=20'), { cnyExchangeRate: 3, currency: 'XYZ' }, 'en');
    expect(query).toMatchObject({ keyword: 'bag', channel: 'TAOBAO', sort: 'RELEVANCE', priceStart: 333, priceEnd: 667, pageNo: 1, pageSize: 40 });
  });

  it('reads the prices in the page’s locale: 100.000–500.000 VND on a Vietnamese page', () => {
    const query = providerSearchQuery(parse('keyword=bag&minPrice=100.000&maxPrice=500.000', 'vi'), { cnyExchangeRate: 3450, currency: 'VND' }, 'vi');
    expect(query).toMatchObject({ priceStart: 2898, priceEnd: 14493 });
  });

  it('leaves an open range open', () => {
    const query = providerSearchQuery(parse('keyword=bag'), { cnyExchangeRate: 1, currency: 'CNY' }, 'en');
    expect(query.priceStart).toBeUndefined();
    expect(query.priceEnd).toBeUndefined();
  });
});
