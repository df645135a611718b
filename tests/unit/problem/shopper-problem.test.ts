import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ShopperProblemError, problemFromResponse, retryAfterSeconds, shopperProblemOf } from '../../../src/lib/problem/shopper-problem';

const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ type: 'about:blank', title: 'x', status, code }, { status, headers });

describe('what the shopper is shown of a failure', () => {
  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '900' }), now)).toBe(900);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:01:30 GMT' }), now)).toBe(90);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterSeconds(new Headers(), now)).toBeUndefined();
  });

  it('takes the code and the wait from a problem response', async () => {
    expect(await problemFromResponse(problem(429, 'TOO_MANY_ATTEMPTS', { 'retry-after': '600' }))).toEqual({
      code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfterSeconds: 600,
    });
    expect(await problemFromResponse(new Response('<html>', { status: 502 }))).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 502 });
    // A code the storefront has no message for reads as the general refusal, never as an untranslated key.
    expect(await problemFromResponse(problem(409, 'SOMETHING_NEWER'))).toMatchObject({ code: 'REQUEST_REFUSED', status: 409 });
  });

  it('understands the API client’s errors, its own, and a network failure', async () => {
    const response = problem(401, 'INVALID_CREDENTIALS');
    const error = new HTTPError(response, new Request('http://shop.test/api/front/user/login'), {} as never);
    Object.assign(error, { data: (await response.clone().json()) as unknown });
    expect(shopperProblemOf(error)).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(shopperProblemOf(new ShopperProblemError({ code: 'EMAIL_TAKEN', status: 409 }))).toEqual({ code: 'EMAIL_TAKEN', status: 409 });
    expect(shopperProblemOf(new TypeError('Failed to fetch'))).toEqual({ code: 'NETWORK', status: 0 });
  });
});
