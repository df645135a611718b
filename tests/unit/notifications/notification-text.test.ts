import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../../../contract/notices';
import type { Notification } from '../../../contract/user';
import { LANGUAGES } from '../../../src/lib/i18n/languages';
import { createI18n, fixedT } from '../../../src/lib/i18n/translator';
import { notificationText } from '../../../src/lib/notifications/notification-text';

const noticeFile = (lng: string) => JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/notice.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const i18n = createI18n(Object.fromEntries(LANGUAGES.map((lng) => [lng, { notice: noticeFile(lng) }])));
const vnd = { rate: { cnyExchangeRate: 3450, currency: 'VND' }, showCny: false };
const note = (notice: Notification['notice'], text: { title: string; body: string } | null = null): Notification =>
  ({ id: 1, notice, title: text?.title ?? null, body: text?.body ?? null, read: false, createdAt: '2026-03-02T09:00:00Z' });
// Money reads left to right inside any sentence (bidi isolates around it).
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, '');

describe('notificationText', () => {
  it('renders a notice in Vietnamese, its amount in the tenant currency and CNY', () => {
    const text = notificationText(note({ kind: 'DEPOSIT_CONFIRMED', params: { depositNo: 'DP-DEMO-0001', amount: 500_000 } }), fixedT(i18n, 'vi'), vnd);
    expect(text.title).toBe('Nạp tiền thành công');
    expect(plain(text.body)).toBe('Khoản nạp 17,250,000 VND (5,000.00 CNY) (DP-DEMO-0001) đã được cộng vào số dư của bạn.');
  });

  it('renders every kind in every language with all its values filled in', () => {
    const values = { amount: 1_234, balance: 5_678, orderNo: 'PO260302', item: 'Red tee', paymentNo: 'PD260302', depositNo: 'DP260302', references: 'PO260302' };
    for (const lng of LANGUAGES) {
      for (const kind of NOTICE_KINDS) {
        // Every value any kind takes: each kind's text uses its own.
        const text = notificationText(note({ kind, params: values as never }), fixedT(i18n, lng), vnd);
        expect(text.title.length, `${lng} ${kind}`).toBeGreaterThan(0);
        expect(text.body, `${lng} ${kind}`).not.toMatch(/\{\{|notice:/);
        if (kind !== 'ORDER_PURCHASED' && kind !== 'ORDER_ARRIVED') expect(plain(text.body), `${lng} ${kind}`).toContain('42,573 VND (12.34 CNY)');
      }
    }
  });

  it('shows a hand-written notification as written', () => {
    expect(notificationText(note(null, { title: 'Order shipped', body: 'TO2603020017 left' }), fixedT(i18n, 'vi'), vnd)).toEqual({ title: 'Order shipped', body: 'TO2603020017 left' });
  });
});
