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
});
