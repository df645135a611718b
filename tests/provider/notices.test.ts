import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NotificationList } from '../../contract/user';
import { notifications, outbox, tenants } from '../../provider/db/schema';
import { runDemoRound } from '../../provider/fulfilment/demo-worker';
import { notifyShopper } from '../../provider/notifications/notify-shopper';
import { buyTees, callerOf, credit, payingShopper, payOrder, type Shopper, orderWorldOfFile } from './support/order-world';
import { lastMailTo } from './support/shoppers';
import { expectJson } from './support/test-provider';

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const world = orderWorldOfFile();
const STEP_MS = 20_000;

const inbox = async (shopper: Shopper) =>
  NotificationList.parse(await expectJson(world.provider.api(callerOf(shopper)).front['user-notifications'].$get({ query: {} }), 200)).items;

describe('notices of status changes', () => {
  it('stores a change as its kind and values, lists it so, and mails it in the shopper\'s language and currency', async () => {
    const { provider } = world;
    await provider.db.update(tenants).set({ currency: 'VND', cnyExchangeRate: 3450 }).where(eq(tenants.id, 'vn'));
    const lan = await payingShopper(provider, 'lan@example.com', 'vn');
    await expectJson(provider.api(callerOf(lan)).front.user.language.$put({ query: { language: 'vi' } }), 200);
    await credit(provider, lan.owner, 100_000);
    // One red tee: ¥19.99 + ¥8.00 shipping + ¥1.00 fee = ¥28.99.
    const order = await buyTees(provider, lan, world.vnWarehouses.china);
    expect(order.total).toBe(2_899);
    await payOrder(provider, lan, order.id);

    const [paid] = await inbox(lan);
    expect(paid).toMatchObject({
      notice: { kind: 'PAYMENT_RECEIVED', params: { amount: 2_899, balance: 100_000 - 2_899, references: order.orderNo } }, title: null, body: null, read: false,
    });
    // No text in any language is stored, only the kind and its values.
    const rows = await provider.db.select().from(notifications).where(and(eq(notifications.tenantId, 'vn'), eq(notifications.userId, lan.owner.userId)));
    expect(rows.map((row) => [row.kind, row.title, row.body])).toEqual([['PAYMENT_RECEIVED', null, null]]);
    const mail = await lastMailTo(provider, 'lan@example.com', 'vn');
    expect(mail.subject).toBe('Đã nhận thanh toán');
    // Amounts as Vietnamese writes them (Intl's no-break spaces read as plain ones).
    expect(spaced(mail.text)).toBe(`Chúng tôi đã trừ 100.016 ₫ (28,99 CN¥) từ số dư của bạn cho ${order.orderNo}. Số dư hiện tại: 3.349.985 ₫ (971,01 CN¥).`);

    // The agent's steps (here the demo worker's) tell of the purchase, in English for an English reader.
    for (let step = 0; step < 2; step++) {
      provider.clock.advance(STEP_MS);
      await runDemoRound({ db: provider.db, storage: provider.storage, mailer: provider.mailer }, provider.clock.now(), STEP_MS, () => 0.99);
    }
    expect((await inbox(lan)).map((item) => item.notice?.kind)).toEqual(['ORDER_PURCHASED', 'PAYMENT_RECEIVED']);
    expect((await inbox(lan))[0]?.notice).toEqual({ kind: 'ORDER_PURCHASED', params: { orderNo: order.orderNo } });
    expect((await lastMailTo(provider, 'lan@example.com', 'vn')).subject).toBe('Đơn hàng đã được mua');

    const ana = world.ana;
    await credit(provider, ana.owner, 10_000);
    const english = await buyTees(provider, ana, world.warehouses.china);
    await payOrder(provider, ana, english.id);
    expect(await lastMailTo(provider, 'ana@example.com')).toMatchObject({
      subject: 'Payment received', text: `We received CN¥28.99 from your balance for ${english.orderNo}. Your balance is now CN¥71.01.`,
    });
    // Another shopper's notices stay theirs.
    expect((await inbox(ana)).map((item) => item.notice?.kind)).toEqual(['PAYMENT_RECEIVED']);
  });

  it('keys a warehouse or transit notice by its kind and values, and mails it with the fee in the tenant currency', async () => {
    const { provider } = world;
    await provider.db.update(tenants).set({ currency: 'VND', cnyExchangeRate: 3450 }).where(eq(tenants.id, 'vn'));
    const minh = await payingShopper(provider, 'minh@example.com', 'vn');
    await expectJson(provider.api(callerOf(minh)).front.user.language.$put({ query: { language: 'vi' } }), 200);
    const deps = { db: provider.db, mailer: provider.mailer };
    const packed = { kind: 'TRANSIT_FEE_DUE', params: { orderNo: 'TO2603020017', weightGrams: 1_530, amount: 9_800, estimate: 9_000, paymentNo: 'PM2603020042' } } as const;
    await notifyShopper(deps, minh.owner, packed, provider.clock.now());
    await notifyShopper(deps, minh.owner, { kind: 'STORAGE_ENDING', params: { parcelNo: 'PP2603020005', daysLeft: 7 } }, provider.clock.now());

    const rows = await provider.db.select().from(notifications).where(and(eq(notifications.tenantId, 'vn'), eq(notifications.userId, minh.owner.userId)));
    expect(rows.map((row) => [row.kind, row.params, row.title, row.body])).toEqual([
      ['TRANSIT_FEE_DUE', packed.params, null, null], ['STORAGE_ENDING', { parcelNo: 'PP2603020005', daysLeft: 7 }, null, null],
    ]);
    expect((await inbox(minh)).map((item) => item.notice)).toEqual([{ kind: 'STORAGE_ENDING', params: { parcelNo: 'PP2603020005', daysLeft: 7 } }, packed]);
    const mails = await provider.db.select().from(outbox).where(and(eq(outbox.tenantId, 'vn'), eq(outbox.to, 'minh@example.com'))).orderBy(asc(outbox.id));
    // The last two: the first is the sign-up code.
    expect(mails.slice(-2).map((mail) => [mail.subject, spaced(mail.text)])).toEqual([
      ['Đơn vận chuyển quốc tế đã đóng gói: cần trả cước',
        'Đơn vận chuyển quốc tế TO2603020017 đã được đóng gói, nặng 1530 g. Cước vận chuyển là 338.100 ₫ (98,00 CN¥) (ước tính: 310.500 ₫ (90,00 CN¥)). '
        + 'Vui lòng thanh toán (PM2603020042) để chúng tôi gửi hàng.'],
      ['Sắp hết thời gian lưu kho miễn phí',
        'Thời gian lưu kho miễn phí của kiện hàng PP2603020005 tại kho Trung Quốc sắp hết. Số ngày còn lại: 7. Hãy tạo đơn vận chuyển quốc tế để gửi về trước khi hết hạn.'],
    ]);
  });
});
