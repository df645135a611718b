import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDepositChannels } from '../../provider/db/schema';
import { problemCode } from './support/cart-catalog';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  provider = await createTestProvider({ catalogSize: 10, env: { DEMO: '1' } });
  for (const tenant of ['default', 'vn']) tokens[tenant] = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password, tenant)).token;
});
afterAll(() => provider.close());

const shopperOf = (tenant: string) => provider.api({ tenant, token: tokens[tenant] }).front;
const channelsOf = async (tenant: string) => (await expectJson(shopperOf(tenant)['deposit-channels'].$get(), 200)).items;

describe('GET /api/front/deposit-channels', () => {
  it('answers each tenant\'s own channels, with its own bank details for transfers', async () => {
    const mallbridge = await channelsOf('default');
    const hangTau = await channelsOf('vn');
    expect(mallbridge.map((channel) => channel.channel)).toEqual(['BANK_TRANSFER', 'CARD_ONEPAY', 'WALLET_MIDTRANS', 'WALLET_WAAFIPAY']);
    expect(hangTau.map((channel) => channel.channel)).toEqual(['BANK_TRANSFER', 'CARD_ONEPAY']);
    expect(mallbridge[0]).toMatchObject({ type: 'BANK_TRANSFER', provider: null, bankName: 'Bank of China, Guangzhou Branch', accountName: 'Mallbridge Trading (Guangzhou) Co., Ltd.' });
    expect(hangTau[0]).toMatchObject({ type: 'BANK_TRANSFER', provider: null, bankName: 'Vietcombank, Chi nhánh Hà Nội', accountName: 'Công ty TNHH Thương mại Hàng Tàu' });
    expect(hangTau[0]?.accountNo).not.toBe(mallbridge[0]?.accountNo);
    expect(hangTau[1]).toEqual({
      channel: 'CARD_ONEPAY', type: 'EXTERNAL', provider: 'ONEPAY', bankName: null, accountName: null, accountNo: null, swiftCode: null, instructions: '', minAmount: 1_000,
    });
  });

  it('gives a transfer from abroad its SWIFT code and the tenant\'s instructions in the asked language, else English', async () => {
    const bankOf = async (tenant: string, language: string) =>
      (await expectJson(provider.api({ tenant, token: tokens[tenant], language })['front']['deposit-channels'].$get(), 200)).items[0];
    expect(await bankOf('default', 'ru')).toMatchObject({ swiftCode: 'BKCHCNBJ400', instructions: expect.stringMatching(/^Из-за рубежа .* в USD или CNY/) });
    expect((await bankOf('vn', 'vi'))?.instructions).toMatch(/^Từ nước ngoài, .* bằng VND hoặc CNY/);
    // Not written in Thai: the English text, never nothing.
    expect((await bankOf('default', 'th'))?.instructions).toMatch(/^From abroad, send an international \(SWIFT\) transfer in USD or CNY/);
    // The payment guide prints them for anyone: no session needed.
    const anyone = await expectJson(provider.api({ tenant: 'vn', language: 'vi' }).front['deposit-channels'].$get(), 200);
    expect(anyone.items[0]).toMatchObject({ bankName: 'Vietcombank, Chi nhánh Hà Nội', instructions: expect.stringMatching(/^Từ nước ngoài/) });
  });

  it('is configuration: a changed minimum is answered and enforced, and only the tenant\'s channels take deposits', async () => {
    await provider.db.update(tenantDepositChannels).set({ minAmountFen: 50_000 })
      .where(and(eq(tenantDepositChannels.tenantId, 'vn'), eq(tenantDepositChannels.channel, 'BANK_TRANSFER')));
    expect((await channelsOf('vn'))[0]?.minAmount).toBe(50_000);
    expect((await channelsOf('default'))[0]?.minAmount).toBe(1_000);
    const deposits = shopperOf('vn')['user-account'].deposits;
    expect(await problemCode(deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 10_000 } }), 400)).toBe('VALIDATION_FAILED');
    expect(await problemCode(deposits.$post({ json: { channel: 'WALLET_MIDTRANS', amount: 10_000 } }), 400)).toBe('VALIDATION_FAILED');
    expect(await expectJson(deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 50_000 } }), 200)).toMatchObject({ channel: 'BANK_TRANSFER', status: 'PENDING' });
  });
});
