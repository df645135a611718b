import type * as schema from '../db/schema';

type ChannelSeed = Omit<typeof schema.tenantDepositChannels.$inferInsert, 'tenantId' | 'sort'>;

/** ¥10.00: below it a transfer costs more to handle than it brings. */
const MIN_DEPOSIT_FEN = 1_000;

type Instructions = Partial<Record<string, string>>;

const bankTransfer = (
  bank: { bankName: string; accountName: string; accountNo: string; swiftCode: string }, instructions: Instructions, minAmountFen = MIN_DEPOSIT_FEN,
): ChannelSeed => ({ channel: 'BANK_TRANSFER', type: 'BANK_TRANSFER', provider: null, ...bank, instructions, minAmountFen });

/** How to send a transfer from abroad, in the languages the demo tenant writes (the storefront falls back to English). */
const fromAbroad = (currency: string): Instructions => ({
  en: `From abroad, send an international (SWIFT) transfer in ${currency} or CNY to this account with its SWIFT code. Put your e-mail address in the transfer's reference, then report the transfer here with a picture of the slip. It is added to your balance within one working day of the money arriving.`,
  'zh-CN': `从境外汇款时，请使用国际电汇（SWIFT），以 ${currency} 或人民币汇至本账户并填写 SWIFT 代码。请在汇款附言中填写您的电子邮箱，然后在此上传汇款凭证进行登记。款项到账后一个工作日内计入您的余额。`,
  vi: `Từ nước ngoài, hãy chuyển khoản quốc tế (SWIFT) bằng ${currency} hoặc CNY vào tài khoản này kèm mã SWIFT. Ghi địa chỉ e-mail của bạn vào nội dung chuyển khoản, sau đó báo chuyển khoản tại đây kèm ảnh biên lai. Tiền được cộng vào số dư trong vòng một ngày làm việc sau khi đến.`,
  ru: `Из-за рубежа отправьте международный перевод (SWIFT) в ${currency} или CNY на этот счёт с указанным SWIFT-кодом. Укажите свой e-mail в назначении платежа, затем сообщите о переводе здесь и приложите фото квитанции. Деньги зачисляются на баланс в течение одного рабочего дня после поступления.`,
  uz: `Chet eldan ushbu hisobga SWIFT kodi bilan ${currency} yoki CNY da xalqaro (SWIFT) oʻtkazma yuboring. Oʻtkazma izohiga e-pochta manzilingizni yozing, soʻng bu yerda kvitansiya rasmi bilan oʻtkazma haqida xabar bering. Pul kelganidan keyin bir ish kuni ichida balansingizga qoʻshiladi.`,
});
const card = { channel: 'CARD_ONEPAY', type: 'EXTERNAL', provider: 'ONEPAY', minAmountFen: MIN_DEPOSIT_FEN } as const satisfies ChannelSeed;
const midtrans = { channel: 'WALLET_MIDTRANS', type: 'EXTERNAL', provider: 'MIDTRANS', minAmountFen: MIN_DEPOSIT_FEN } as const satisfies ChannelSeed;
const waafiPay = { channel: 'WALLET_WAAFIPAY', type: 'EXTERNAL', provider: 'WAAFIPAY', minAmountFen: MIN_DEPOSIT_FEN } as const satisfies ChannelSeed;

/**
 * How each demo tenant takes deposits, in the order the balance page lists them: its own bank
 * account for transfers in its country, and the card and wallet providers its shoppers use.
 */
const DEMO_DEPOSIT_CHANNELS: Record<string, ChannelSeed[]> = {
  default: [bankTransfer({
    bankName: 'Bank of China, Guangzhou Branch', accountName: 'Mallbridge Trading (Guangzhou) Co., Ltd.', accountNo: '6217 8570 0000 8421', swiftCode: 'BKCHCNBJ400',
  }, fromAbroad('USD')), card, midtrans, waafiPay],
  vn: [bankTransfer({
    bankName: 'Vietcombank, Chi nhánh Hà Nội', accountName: 'Công ty TNHH Thương mại Hàng Tàu', accountNo: '0011 0045 6789 2', swiftCode: 'BFTVVNVX',
  }, fromAbroad('VND')), card],
  ru: [bankTransfer({
    bankName: 'ПАО Сбербанк, Москва', accountName: 'ООО «Посылка Китай»', accountNo: '4070 2810 3380 0012 3456', swiftCode: 'SABRRUMM',
  }, fromAbroad('RUB'), 5_000)],
  uz: [bankTransfer({ bankName: 'Kapitalbank, Toshkent', accountName: 'Xitoy Bozor MChJ', accountNo: '2020 8000 9051 2345 6001', swiftCode: 'KACHUZ22' }, fromAbroad('UZS')), card],
  gh: [bankTransfer({ bankName: 'GCB Bank, Spintex Road', accountName: 'Accra China Shop Ltd', accountNo: '1441 0012 3456 78', swiftCode: 'GHCBGHAC' }, fromAbroad('GHS')), waafiPay],
};

export const depositChannelRows = (tenantId: string): (typeof schema.tenantDepositChannels.$inferInsert)[] =>
  (DEMO_DEPOSIT_CHANNELS[tenantId] ?? []).map((channel, sort) => ({ tenantId, ...channel, sort }));
