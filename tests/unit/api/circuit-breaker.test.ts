import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError, withCircuitBreaker } from '../../../src/lib/api/circuit-breaker';

describe('withCircuitBreaker', () => {
  it('fails fast after a failure, then tries again once openMs passed', async () => {
    let t = 0;
    let up = false;
    let calls = 0;
    const transport = async () => {
      calls++;
      if (!up) throw new TypeError('fetch failed');
      return new Response('ok');
    };
    const fetch = withCircuitBreaker(transport, { openMs: 1000, now: () => t });
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
    let t = 0;
    const fetch = withCircuitBreaker(async () => new Response('', { status: 503 }), { openMs: 1000, now: () => t });
    expect((await fetch(new Request('http://p/'))).status).toBe(503);
    await expect(fetch(new Request('http://p/'))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
