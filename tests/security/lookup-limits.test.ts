import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, expectProblem, expectStatus, type TestProvider } from '../provider/support/test-provider';

describe('look-ups that tell whether something exists', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ catalogSize: 10 });
  });
  afterAll(() => provider.close());

  const user = (client: string) => provider.api({ tenant: 'default', headers: { 'X-Forwarded-For': client } }).front.user;
  const checkEmail = (client: string) => user(client)['check-email-available'].$get({ query: { email: 'demo@example.com' } });
  const checkPromotionCode = (client: string, promotionCode: string) =>
    user(client)['verify-email-promotion-code'].$post({ json: { email: 'new@example.com', promotionCode } });

  it('GET check-email-available answers a client 60 look-ups per 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i++) expect((await checkEmail('203.0.113.1')).status).toBe(200);
    const refused = await expectStatus(checkEmail('203.0.113.1'), 429);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await expectProblem(checkEmail('203.0.113.1'), 429)).code).toBe('TOO_MANY_ATTEMPTS');
    // Another client is not affected, and the window ends.
    expect((await checkEmail('203.0.113.2')).status).toBe(200);
    provider.clock.advance(15 * 60_000 + 1000);
    expect((await checkEmail('203.0.113.1')).status).toBe(200);
  });

  it('promotion codes cannot be guessed without limit either', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await checkPromotionCode('203.0.113.3', `GUESS${i}`)).status;
    expect(last).toBe(429);
  });
});
