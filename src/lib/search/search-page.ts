import { SEARCH_SORTS, type Channel, type ProductSearchQuery, type SearchSort } from '../../../contract/product';
import { parseAmount, type CurrencyRate } from '../money/format';
import { isChannel } from './channels';

/**
 * The `/product-search` page's own URL (docs/product.md, "Routes"): what it searches for, read from
 * the query and written back into every link it renders (sort, channel, category, pages),
 * so each results page is a plain, shareable, crawlable GET.
 *
 * The price range is entered in the tenant's currency, the one shoppers think in, written
 * the way the page's locale writes numbers (`100.000` is a hundred thousand on a Vietnamese
 * page), and kept as typed in the URL (`minPrice`, `maxPrice`) so the form shows it again;
 * the provider query carries fen (docs/product.md, "Search and products").
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
  /** The price range as the shopper typed it (each a valid amount in the page's locale), read again for the provider query. */
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  pageNo: number;
}

export const SEARCH_PATH = '/product-search';
export const SEARCH_PAGE_SIZE = 40;
/** Deep pages are never worth rendering (and would let crawlers wander forever). */
export const MAX_SEARCH_PAGE = 100;
const MAX_KEYWORD = 200;
const MAX_TEXT_PARAM = 500;
const MAX_IMAGE_URL = 2000;
const MAX_PRICE_TEXT = 32;

const text = (params: URLSearchParams, name: string, max: number) => {
  const value = params.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
};
// "100.000 – 500.000" typed into one field: a dash (or tilde) between two amounts.
const RANGE_IN_ONE_FIELD = /^(.*\d)\s*[-–—~]\s*(\d.*)$/;

/**
 * The price range's two texts, each kept only when it reads as an amount in `locale`; a whole
 * range typed into the first field is split, and a range typed the wrong way round
 * (`50 – 5`) is turned round rather than finding nothing.
 */
function priceTexts(params: URLSearchParams, locale: string): Pick<SearchPage, 'minPrice' | 'maxPrice'> {
  let min = text(params, 'minPrice', MAX_PRICE_TEXT);
  let max = text(params, 'maxPrice', MAX_PRICE_TEXT);
  const range = min && !max ? RANGE_IN_ONE_FIELD.exec(min) : null;
  if (range) [min, max] = [range[1]?.trim(), range[2]?.trim()];
  const valid = (value: string | undefined) => (value !== undefined && parseAmount(value, locale) !== undefined ? value : undefined);
  [min, max] = [valid(min), valid(max)];
  const reversed = min !== undefined && max !== undefined && (parseAmount(min, locale) ?? 0) > (parseAmount(max, locale) ?? 0);
  return reversed ? { minPrice: max, maxPrice: min } : { minPrice: min, maxPrice: max };
}

/** The page `params` ask for; `locale` (the page's, BCP 47) reads the typed prices. */
export function parseSearchPage(params: URLSearchParams, channels: readonly Channel[], locale: string): SearchPage {
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
    ...priceTexts(params, locale),
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

/**
 * The provider's query: prices read in `locale`, from the tenant currency to fen, bounds
 * rounded outwards so the range stays inclusive.
 */
export function providerSearchQuery(page: SearchPage, rate: CurrencyRate, locale: string): ProductSearchQuery {
  const toFen = (typed: string | undefined, round: (n: number) => number) => {
    const value = typed === undefined ? undefined : parseAmount(typed, locale);
    return value === undefined ? undefined : round((value / rate.cnyExchangeRate) * FEN_PER_UNIT);
  };
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
