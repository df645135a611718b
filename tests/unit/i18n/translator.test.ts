import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocaleBackend } from '../../../src/lib/i18n/locale-backend';
import { fixedT, islandI18n, namespaceOf, rememberingT, type TFunction } from '../../../src/lib/i18n/translator';

afterEach(() => vi.useRealTimers());

describe('a translator that remembers texts (the server\'s)', () => {
  it('looks a key asked without options up once, and passes options through every time', () => {
    const i18n = islandI18n('ru', { common: { cart: 'Корзина', items_one: '{{count}} товар', items_few: '{{count}} товара', items_many: '{{count}} товаров' } }, createLocaleBackend(vi.fn()));
    const lookups = vi.fn(fixedT(i18n, 'ru') as unknown as (...args: unknown[]) => string);
    const t = rememberingT(lookups as unknown as TFunction) as unknown as (key: string, options?: object) => string;
    expect([t('cart'), t('cart'), t('cart')]).toEqual(['Корзина', 'Корзина', 'Корзина']);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect([t('items', { count: 1 }), t('items', { count: 3 }), t('items', { count: 5 })]).toEqual(['1 товар', '3 товара', '5 товаров']);
    expect(lookups).toHaveBeenCalledTimes(4);
  });
});

describe('island translations', () => {
  it('translates from the props at once, with no request', () => {
    const fetchJson = vi.fn();
    const i18n = islandI18n('vi', { common: { header: { greeting: 'Xin chào {{name}}' } } }, createLocaleBackend(fetchJson));
    expect(fixedT(i18n, 'vi')('header.greeting', { name: 'An' })).toBe('Xin chào An');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('loads a missing namespace from /locales, at most 10 at a time', async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchJson = vi.fn(async (url: string) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { title: url };
    });
    const i18n = islandI18n('ru', { common: {} }, createLocaleBackend(fetchJson));
    const namespaces = ['homepage', 'auth', 'product', 'cart', 'my', 'purchase', 'payment', 'transit', 'proxyshipping', 'account', 'x1', 'x2'];
    await i18n.loadNamespaces(namespaces);
    expect(fixedT(i18n, 'ru')('cart:title')).toBe('/locales/ru/cart.json');
    expect(peak).toBe(10);
  });

  it('retries a failed read 5 times, waiting 350 ms and doubling', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fetchJson = vi.fn(async () => {
      calls.push(Date.now());
      if (calls.length < 6) throw new Error('flaky');
      return { title: 'ok' };
    });
    const i18n = islandI18n('en', { common: {} }, createLocaleBackend(fetchJson));
    const loaded = i18n.loadNamespaces('cart');
    await vi.runAllTimersAsync();
    await loaded;
    expect(fixedT(i18n, 'en')('cart:title')).toBe('ok');
    expect(calls.slice(1).map((t, i) => t - (calls[i] ?? 0))).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops interpolating after 1000 replacements', () => {
    const i18n = islandI18n('en', { common: { header: { greeting: '{{name}}' } } }, createLocaleBackend(vi.fn()));
    const out = fixedT(i18n, 'en')('header.greeting', { name: '{{name}}x', interpolation: { skipOnVariables: false } });
    expect(out.split('x')).toHaveLength(1001);
  });

  it('reads the namespace of a key', () => {
    expect(namespaceOf('cart:title')).toBe('cart');
    expect(namespaceOf('error.generic')).toBe('common');
  });
});
