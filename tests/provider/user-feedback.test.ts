import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackList } from '../../contract/user';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/user-feedback', () => {
  it('lists the shopper’s feedback with replies, on the tenant named by the headers (not under /front)', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const list = FeedbackList.parse(await provider.call('GET', '/user-feedback', 200, { tenant: 'default', token }));
    expect(list).toMatchObject({ total: 1, pageNo: 1, items: [expect.objectContaining({ reply: expect.stringContaining('photos') })] });

    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    const vnList = FeedbackList.parse(await provider.call('GET', '/user-feedback', 200, { domain: 'vn.shop.example', token: vn.token }));
    expect(vnList.items).toEqual([expect.objectContaining({ content: expect.stringContaining('Đà Nẵng'), reply: null })]);
  });

  it('needs a session of the same tenant and a known tenant', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await provider.call('GET', '/user-feedback', 401, { tenant: 'default' });
    await provider.call('GET', '/user-feedback', 401, { tenant: 'vn', token });
    expect(await provider.getProblem('/user-feedback', 404, { tenant: 'nowhere' })).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });
});
