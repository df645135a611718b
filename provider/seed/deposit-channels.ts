import type * as schema from '../db/schema';

type ChannelSeed = Omit<typeof schema.tenantDepositChannels.$inferInsert, 'tenantId' | 'sort'>;

/** ¥10.00: below it a transfer costs more to handle than it brings. */
const MIN_DEPOSIT_FEN = 1_000;

const bankTransfer = (bankName: string, accountName: string, accountNo: string, minAmountFen = MIN_DEPOSIT_FEN): ChannelSeed =>
  ({ channel: 'BANK_TRANSFER', type: 'BANK_TRANSFER', provider: null, bankName, accountName, accountNo, minAmountFen });
const card = { channel: 'CARD_ONEPAY', type: 'EXTERNAL', provider: 'ONEPAY', minAmountFen: MIN_DEPOSIT_FEN } as const satisfies ChannelSeed;
const midtrans = { channel: 'WALLET_MIDTRANS', type: 'EXTERNAL', provider: 'MIDTRANS', minAmountFen: MIN_DEPOSIT_FEN } as const satisfies ChannelSeed;
const waafiPay = { channel: 'WALLET_WAAFIPAY', type: 'EXTERNAL', provider: 'WAAFIPAY', minAmountFen: MIN_DEPOSIT_FEN } as const satisfies ChannelSeed;

/**
 * How each demo tenant takes deposits, in the order the balance page lists them: its own bank
 * account for transfers in its country, and the card and wallet providers its shoppers use.
 */
const DEMO_DEPOSIT_CHANNELS: Record<string, ChannelSeed[]> = {
  default: [bankTransfer('Bank of China, Guangzhou Branch', 'Mallbridge Trading (Guangzhou) Co., Ltd.', '6217 8570 0000 8421'), card, midtrans, waafiPay],
  vn: [bankTransfer('Vietcombank, Chi nhánh Hà Nội', 'Công ty TNHH Thương mại Hàng Tàu', '0011 0045 6789 2'), card],
  ru: [bankTransfer('ПАО Сбербанк, Москва', 'ООО «Посылка Китай»', '4070 2810 3380 0012 3456', 5_000)],
  uz: [bankTransfer('Kapitalbank, Toshkent', 'Xitoy Bozor MChJ', '2020 8000 9051 2345 6001'), card],
  gh: [bankTransfer('GCB Bank, Spintex Road', 'Accra China Shop Ltd', '1441 0012 3456 78'), waafiPay],
};

export const depositChannelRows = (tenantId: string): (typeof schema.tenantDepositChannels.$inferInsert)[] =>
  (DEMO_DEPOSIT_CHANNELS[tenantId] ?? []).map((channel, sort) => ({ tenantId, ...channel, sort }));
