import { SEARCH_SORTS, type Channel, type ProductSearchQuery, type SearchSort } from '../../../contract/product';
import type { CurrencyRate } from '../money/format';
import { isChannel } from './channels';

/**
 * The `/product-search` page's own URL (docs/product.md, "Routes"): what it searches for, read from
 * the query and written back into every link it renders (sort, channel, category, pages),
 * so each results page is a plain, shareable, crawlable GET.
 *
 * The price range is entered in the tenant's currency, the one shoppers think in, and
 * kept that way in the URL (`minPrice`, `maxPrice`) so the form shows what was typed;
 * the provider query carries fen.
 */
export interface SearchPage {
  keyword?: string | undefined;
  /** An uploaded photo (image search) instead of a keyword. */
  imageUrl?: string | undefined;
  /** Always one the tenant offers; the first of them when the URL names none. */
  channel?: Channel | undefined;
  sort: SearchSort;
  /** Property filters, `name:value;…`, passed on to the provider and to product pages. */
  filters?: string | undefined;
  /** A related category from keywordSNQuery. */
  snId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  pageNo: number;
}

export const SEARCH_PATH = '/product-search';
export const SEARCH_PAGE_SIZE = 40;
/** Deep pages are never worth rendering (and would let crawlers wander forever). */
export const MAX_SEARCH_PAGE = 100;
const MAX_KEYWORD = 200;
const MAX_TEXT_PARAM = 500;
const MAX_IMAGE_URL = 2000;

const text = (params: URLSearchParams, name: string, max: number) => {
  const value = params.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
};
const amount = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name) || Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function parseSearchPage(params: URLSearchParams, channels: readonly Channel[]): SearchPage {
  const channel = params.get('channel');
  const sort = params.get('sort');
  const pageNo = Math.trunc(Number(params.get('pageNo') ?? 1));
  const imageUrl = text(params, 'imageUrl', MAX_IMAGE_URL);
  return {
    // A long paste still searches, by its start (the provider takes 200 characters).
    keyword: imageUrl ? undefined : params.get('keyword')?.trim().slice(0, MAX_KEYWORD).trim() || undefined,
    imageUrl,
    channel: isChannel(channel) && channels.includes(channel) ? channel : channels[0],
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'RELEVANCE',
    filters: text(params, 'filters', MAX_TEXT_PARAM),
    snId: text(params, 'snId', 64),
    minPrice: amount(params, 'minPrice'),
    maxPrice: amount(params, 'maxPrice'),
    pageNo: pageNo >= 1 && pageNo <= MAX_SEARCH_PAGE ? pageNo : 1,
  };
}

/** Anything to search for at all (an empty page just invites the shopper to search). */
export const hasSearchTerm = (page: SearchPage): boolean => Boolean(page.keyword || page.imageUrl);

/**
 * The results page with some parts changed. Changing what is searched for starts again at
 * page 1; defaults (first channel, relevance, page 1) are left out so each page has one URL.
 */
export function searchPageHref(page: SearchPage, change: Partial<SearchPage>, channels: readonly Channel[]): string {
  const next: SearchPage = { ...page, pageNo: 1, ...change };
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined, omit?: string | number) => {
    if (value !== undefined && value !== '' && value !== omit) params.set(name, String(value));
  };
  set('keyword', next.keyword);
  set('imageUrl', next.imageUrl);
  set('channel', next.channel, channels[0]);
  set('sort', next.sort, 'RELEVANCE');
  set('filters', next.filters);
  set('snId', next.snId);
  set('minPrice', next.minPrice);
  set('maxPrice', next.maxPrice);
  set('pageNo', next.pageNo, 1);
  const query = params.toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** Pages a search engine should list: keyword searches without filters (the sort is canonicalised away). */
export const isIndexable = (page: SearchPage): boolean =>
  Boolean(page.keyword) && !page.imageUrl && !page.filters && !page.snId && page.minPrice === undefined && page.maxPrice === undefined;

/** The query parameters that make a results page itself: its keyword, channel and page. */
export function canonicalSearchParams(page: SearchPage, channels: readonly Channel[]): URLSearchParams {
  const only: SearchPage = { keyword: page.keyword, channel: page.channel, sort: 'RELEVANCE', pageNo: page.pageNo };
  const href = searchPageHref(only, { pageNo: page.pageNo }, channels);
  return new URL(href, 'http://canonical.invalid').searchParams;
}

const FEN_PER_UNIT = 100;

/** The provider's query: prices from the tenant currency to fen, bounds rounded outwards so the range stays inclusive. */
export function providerSearchQuery(page: SearchPage, rate: CurrencyRate): ProductSearchQuery {
  const toFen = (value: number | undefined, round: (n: number) => number) =>
    value === undefined ? undefined : round((value / rate.cnyExchangeRate) * FEN_PER_UNIT);
  return {
    keyword: page.keyword,
    imageUrl: page.imageUrl,
    channel: page.channel,
    sort: page.sort,
    filters: page.filters,
    snId: page.snId,
    priceStart: toFen(page.minPrice, Math.floor),
    priceEnd: toFen(page.maxPrice, Math.ceil),
    pageNo: page.pageNo,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
