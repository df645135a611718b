import type { Address, BillingAddress } from '../../contract/user';
import type { LanguageCode } from '../../contract/language';
import type { Notice } from '../../contract/notices';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { applyLedgerChange } from '../ledger/ledger';

/** The demo shopper's credentials, the same on every tenant that has one (README and browser tests use them). */
export const DEMO_SHOPPER_EMAIL = 'demo@example.com';
export const DEMO_SHOPPER_PASSWORD = 'Demo-pass-2026';
export const DEMO_PAY_PASSWORD = '246810';
/** 5,000.00 CNY. */
export const DEMO_OPENING_BALANCE_FEN = 500_000;

type AddressSeed = Omit<Address, 'id' | 'defaultAddress'>;
type BillingAddressSeed = Omit<BillingAddress, 'id' | 'defaultAddress' | 'email'>;

interface DemoShopper {
  tenantId: string;
  name: string;
  phoneNumber: string;
  language: LanguageCode;
  /** The first is the default. */
  addresses: [AddressSeed, ...AddressSeed[]];
  billingAddress: BillingAddressSeed;
  /** Newest last; `hoursAgo` dates them relative to the seeding. Notices of orders and deposits, hand-written ones of the rest. */
  notifications: (({ notice: Notice } | { title: string; body: string }) & { hoursAgo: number; read: boolean })[];
  feedback: { content: string; reply: string | null };
}

const DEMO_SHOPPERS: DemoShopper[] = [
  {
    tenantId: 'default',
    name: 'Alex Morgan',
    phoneNumber: '+1 415 555 0199',
    language: 'en',
    addresses: [
      { recipientName: 'Alex Morgan', phoneNumber: '+1 415 555 0199', country: 'US', province: 'California', city: 'Los Angeles', district: 'Echo Park', street: '2150 Sunset Blvd, Apt 4', postcode: '90026' },
      { recipientName: 'Alex Morgan', phoneNumber: '+1 212 555 0147', country: 'US', province: 'New York', city: 'New York', district: 'Manhattan', street: '350 5th Ave, Floor 21', postcode: '10118' },
    ],
    billingAddress: { name: 'Alex Morgan', companyName: '', taxId: '', phoneNumber: '+1 415 555 0199', country: 'US', city: 'Los Angeles', street: '2150 Sunset Blvd, Apt 4', postcode: '90026' },
    notifications: [
      { notice: { kind: 'DEPOSIT_CONFIRMED', params: { depositNo: 'DP-DEMO-0001', amount: DEMO_OPENING_BALANCE_FEN } }, hoursAgo: 72, read: true },
      { notice: { kind: 'ORDER_PURCHASED', params: { orderNo: 'PO2603010031' } }, hoursAgo: 48, read: true },
      { title: 'Parcel arrived at the warehouse', body: 'Parcel PP2603010042 (2 items from Taobao) arrived at the Guangzhou consolidation centre and weighs 1.42 kg. You can now ship it.', hoursAgo: 20, read: false },
      { title: 'Order shipped', body: 'Transit order TO2603020017 left the Guangzhou consolidation centre by Air Express. DHL tracking number: 4829 3310 57.', hoursAgo: 3, read: false },
    ],
    feedback: {
      content: 'Could you add a photo of each item when a parcel arrives at the warehouse?',
      reply: 'Thank you! From next month every parcel gets photos on arrival, free of charge.',
    },
  },
  {
    tenantId: 'vn',
    name: 'Nguyễn Minh Anh',
    phoneNumber: '+84 90 555 0123',
    language: 'vi',
    addresses: [
      { recipientName: 'Nguyễn Minh Anh', phoneNumber: '+84 90 555 0123', country: 'VN', province: 'Hà Nội', city: 'Hà Nội', district: 'Cầu Giấy', street: 'Số 25 ngõ 102 Trần Duy Hưng', postcode: '100000' },
      { recipientName: 'Nguyễn Minh Anh', phoneNumber: '+84 90 555 0123', country: 'VN', province: 'TP. Hồ Chí Minh', city: 'TP. Hồ Chí Minh', district: 'Quận 1', street: '45 Lê Lợi', postcode: '700000' },
    ],
    billingAddress: { name: 'Nguyễn Minh Anh', companyName: '', taxId: '', phoneNumber: '+84 90 555 0123', country: 'VN', city: 'Hà Nội', street: 'Số 25 ngõ 102 Trần Duy Hưng', postcode: '100000' },
    notifications: [
      { notice: { kind: 'DEPOSIT_CONFIRMED', params: { depositNo: 'DP-DEMO-0001', amount: DEMO_OPENING_BALANCE_FEN } }, hoursAgo: 72, read: true },
      { title: 'Kiện hàng đã về kho', body: 'Kiện hàng PP2603010042 (2 sản phẩm Taobao) đã về kho Quảng Châu, nặng 1,42 kg. Bạn có thể tạo đơn vận chuyển.', hoursAgo: 20, read: false },
      { title: 'Đơn hàng đã xuất kho', body: 'Đơn vận chuyển TO2603020017 đã rời kho Quảng Châu theo tuyến Đường bộ tiêu chuẩn, dự kiến về Hà Nội sau 5–8 ngày.', hoursAgo: 3, read: false },
    ],
    feedback: { content: 'Cho mình hỏi có giao hàng đến Đà Nẵng không?', reply: null },
  },
];

/** Promotion codes every demo tenant accepts at sign-up; SPRING2025 has expired. */
export const DEMO_PROMOTION_CODES = [
  { code: 'WELCOME2026', description: 'Welcome offer for new shoppers', validUntil: null },
  { code: 'FRIENDS10', description: 'Referred by a friend', validUntil: null },
  { code: 'SPRING2025', description: 'Spring sale 2025', validUntil: new Date('2025-06-01T00:00:00Z') },
];

/**
 * Creates each demo shopper that does not exist yet, with their addresses, notifications,
 * feedback and balance. A shopper that exists is left alone, whatever they changed.
 */
export async function seedDemoShoppers(
  tx: Database,
  hashes: { password: string; payPassword: string },
  now: Date,
): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  for (const shopper of DEMO_SHOPPERS) {
    const { tenantId } = shopper;
    const [user] = await tx.insert(schema.users).values({
      tenantId,
      email: DEMO_SHOPPER_EMAIL,
      passwordHash: hashes.password,
      name: shopper.name,
      phoneNumber: shopper.phoneNumber,
      language: shopper.language,
      accountType: 'INDIVIDUAL',
      createdAt: hoursAgo(24 * 30),
    }).onConflictDoNothing().returning({ id: schema.users.id });
    if (!user) continue;
    const owner = { tenantId, userId: user.id };
    await tx.insert(schema.userAddresses).values(shopper.addresses.map((address, index) => ({ ...owner, ...address, defaultAddress: index === 0 })));
    await tx.insert(schema.billingAddresses).values({ ...owner, ...shopper.billingAddress, email: DEMO_SHOPPER_EMAIL, defaultAddress: true });
    await tx.insert(schema.notifications).values(shopper.notifications.map(({ hoursAgo: age, read, ...text }) => ({
      ...owner, ...('notice' in text ? text.notice : text), createdAt: hoursAgo(age), readAt: read ? hoursAgo(age - 1) : null,
    })));
    await tx.insert(schema.userFeedback).values({ ...owner, ...shopper.feedback, createdAt: hoursAgo(24 * 7) });
    await tx.insert(schema.userAccounts).values({ ...owner, payPasswordHash: hashes.payPassword });
    await applyLedgerChange(tx, owner, { kind: 'DEPOSIT', amount: DEMO_OPENING_BALANCE_FEN, referenceType: 'DEPOSIT', reference: 'DP-DEMO-0001' }, hoursAgo(72));
  }
}
