import { describe, expect, it } from 'vitest';
import { createCircuitBreaker, ProviderUnavailableError } from '../../../src/gateway/circuit-breaker';

describe('createCircuitBreaker', () => {
  it('fails fast after a failure, then tries again once openMs passed', async () => {
    let t = 0;
    let up = false;
    let calls = 0;
    const transport = async () => {
      calls++;
      if (!up) throw new TypeError('fetch failed');
      return new Response('ok');
    };
    const fetch = createCircuitBreaker({ openMs: 1000, now: () => t }).guard(transport);
    const req = () => fetch(new Request('http://provider/api/x'));

    await expect(req()).rejects.toThrow('fetch failed');
    await expect(req()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(calls).toBe(1);

    up = true;
    t = 1001;
    await expect(req().then((r) => r.text())).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('opens on gateway errors but passes them on', async () => {
    const breaker = createCircuitBreaker({ openMs: 1000, now: () => 0 });
    const fetch = breaker.guard(async () => new Response('', { status: 503 }));
    expect((await fetch(new Request('http://p/'))).status).toBe(503);
    expect(breaker.isOpen()).toBe(true);
    await expect(fetch(new Request('http://p/'))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('stays closed on ordinary answers, errors included', async () => {
    const breaker = createCircuitBreaker({ openMs: 1000, now: () => 0 });
    const fetch = breaker.guard(async () => new Response('', { status: 404 }));
    await fetch(new Request('http://p/'));
    expect(breaker.isOpen()).toBe(false);
  });
});
