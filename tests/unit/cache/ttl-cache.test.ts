import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../../../src/lib/cache/ttl-cache';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('TtlCache', () => {
  it('serves a fresh value without loading again', async () => {
    const c = clock();
    const cache = new TtlCache<string, number>({ ttlMs: 100, staleMs: 0, maxEntries: 10, now: c.now });
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(101);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 100, staleMs: 0, maxEntries: 10 });
    const load = vi.fn(() => new Promise<number>((r) => setTimeout(() => r(7), 5)));
    const values = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(values).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to a stale value when loading fails, and only within staleMs', async () => {
    const c = clock();
    const cache = new TtlCache<string, number>({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: c.now });
    await cache.get('a', async () => 1);
    c.advance(500);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).resolves.toBe(1);
    c.advance(1000);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('evicts the oldest entry past maxEntries', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 100, staleMs: 0, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe(3);
  });

  it('drops the entries a site change touched, stale ones too, and keeps the rest', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 100, staleMs: 1000, maxEntries: 10 });
    await cache.get('vn\u0000en\u0000faq', async () => 1);
    await cache.get('ru\u0000en\u0000faq', async () => 2);
    cache.drop((key) => key.startsWith('vn\u0000'));
    expect(cache.peek('vn\u0000en\u0000faq')).toBeUndefined();
    expect(cache.peek('ru\u0000en\u0000faq')).toBe(2);
    // Nothing stale of the dropped tenant is left to fall back on either.
    await expect(cache.get('vn\u0000en\u0000faq', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('does not keep a load that was under way across a drop, and loads anew for the next ask', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
    let finish: (value: string) => void = () => undefined;
    const old = cache.get('a', () => new Promise<string>((resolve) => { finish = resolve; }));
    cache.drop((key) => key === 'a');
    const fresh = cache.get('a', async () => 'new');
    finish('old');
    expect(await old).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.peek('a')).toBe('new');
  });

  it('does not keep a value read before a drop (set with a stamp)', () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, staleMs: 0, maxEntries: 10 });
    const since = cache.stamp();
    cache.drop(() => false);
    cache.set('page', 'rendered across the change', since);
    expect(cache.peek('page')).toBeUndefined();
    cache.set('page', 'rendered after', cache.stamp());
    expect(cache.peek('page')).toBe('rendered after');
  });
});
