import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../src/lib/i18n/languages';
import { loadNamespaces } from '../../../src/lib/i18n/resource-loader';

describe('loadNamespaces', () => {
  it('reads at most 10 namespaces at a time', async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchJson = async (url: string) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return { url };
    };
    const resources = await loadNamespaces('vi', NAMESPACES, { fetchJson });
    expect(peak).toBe(10);
    expect(Object.keys(resources)).toHaveLength(NAMESPACES.length);
    expect(resources.cart).toEqual({ url: '/locales/vi/cart.json' });
  });

  it('retries a failing read 5 times, from 350 ms doubling', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fetchJson = async () => {
      if (++calls < 6) throw new Error('flaky');
      return { ok: true };
    };
    const resources = await loadNamespaces('en', ['common'], { fetchJson, wait: async (ms) => waits.push(ms) });
    expect(resources.common).toEqual({ ok: true });
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('gives up after the fifth retry', async () => {
    const fetchJson = async () => Promise.reject(new Error('down'));
    await expect(loadNamespaces('en', ['common'], { fetchJson, wait: async () => 0 })).rejects.toThrow('down');
  });
});
