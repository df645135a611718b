import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackList } from '../../contract/user';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

describe('GET /api/user-feedback', () => {
  it('lists the shopper’s feedback with replies, on the tenant named by the headers (not under /front)', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const list = FeedbackList.parse(await expectJson(provider.api({ tenant: 'default', token })['user-feedback'].$get({ query: {} }), 200));
    expect(list).toMatchObject({ total: 1, pageNo: 1, items: [expect.objectContaining({ reply: expect.stringContaining('photos') })] });

    const vn = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, 'vn');
    const vnList = FeedbackList.parse(await expectJson(provider.api({ domain: 'vn.shop.example', token: vn.token })['user-feedback'].$get({ query: {} }), 200));
    expect(vnList.items).toEqual([expect.objectContaining({ content: expect.stringContaining('Đà Nẵng'), reply: null })]);
  });

});
