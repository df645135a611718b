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

  it('stays closed on a busy provider\'s OVERLOADED refusal, but not on another problem 503', async () => {
    const problem = (code: string) => async () =>
      Response.json({ type: 'about:blank', title: 'Service Unavailable', status: 503, code }, { status: 503, headers: { 'content-type': 'application/problem+json', 'retry-after': '2' } });
    const overloaded = createCircuitBreaker({ openMs: 1000, now: () => 0 });
    const answer = await overloaded.guard(problem('OVERLOADED'))(new Request('http://p/api/front/product/search'));
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { code: string }).code).toBe('OVERLOADED');
    expect(overloaded.isOpen()).toBe(false);

    const failing = createCircuitBreaker({ openMs: 1000, now: () => 0 });
    await failing.guard(problem('INTERNAL'))(new Request('http://p/api/front/product/search'));
    expect(failing.isOpen()).toBe(true);
  });

  it('stays closed on the readiness probe\'s 503 (still starting), but not on the same 503 elsewhere', async () => {
    const notReady = async () => Response.json({ status: 'ok', seeded: true, database: 'pglite', databaseReachable: true, catalogReady: false, draining: false }, { status: 503 });
    const probe = createCircuitBreaker({ openMs: 1000, now: () => 0 });
    await probe.observe(new Request('http://p/api/health/ready'), await notReady());
    expect(probe.isOpen()).toBe(false);

    const elsewhere = createCircuitBreaker({ openMs: 1000, now: () => 0 });
    await elsewhere.observe(new Request('http://p/api/front/tenant'), await notReady());
    expect(elsewhere.isOpen()).toBe(true);
  });

  it('opens only after failuresToOpen failures in a row: an answer between them starts the count again', async () => {
    const breaker = createCircuitBreaker({ openMs: 1000, failuresToOpen: 3, now: () => 0 });
    const failed = () => breaker.observe(new Request('http://p/api/x'), new Response('', { status: 502 }));
    const answered = () => breaker.observe(new Request('http://p/api/x'), new Response('ok'));
    await failed();
    await failed();
    await answered();
    await failed();
    await failed();
    expect(breaker.isOpen()).toBe(false);
    await failed();
    expect(breaker.isOpen()).toBe(true);
  });

  it('opens at once on no answer at all, whatever failuresToOpen says', async () => {
    const breaker = createCircuitBreaker({ openMs: 1000, failuresToOpen: 3, now: () => 0 });
    await expect(breaker.guard(() => Promise.reject(new TypeError('fetch failed')))(new Request('http://p/api/x'))).rejects.toThrow('fetch failed');
    expect(breaker.isOpen()).toBe(true);
  });
});
