import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Notice, NOTICE_KINDS } from '../../../contract/notices';
import type { Notification } from '../../../contract/user';
import { LANGUAGES } from '../../../src/lib/i18n/languages';
import { createI18n, fixedT } from '../../../src/lib/i18n/translator';
import { notificationText } from '../../../src/lib/notifications/notification-text';

const noticeFile = (lng: string) => JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/notice.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const i18n = createI18n(Object.fromEntries(LANGUAGES.map((lng) => [lng, { notice: noticeFile(lng) }])));
const vnd = { rate: { cnyExchangeRate: 3450, currency: 'VND' }, showCny: false, locale: 'vi' };
// Intl separates some amounts with no-break spaces: compared as plain spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const note = (notice: Notification['notice'], text: { title: string; body: string } | null = null): Notification =>
  ({ id: 1, notice, title: text?.title ?? null, body: text?.body ?? null, read: false, createdAt: '2026-03-02T09:00:00Z' });
// Money reads left to right inside any sentence (bidi isolates around it).
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, '');

describe('notificationText', () => {
  it('renders a notice in Vietnamese, its amount in the tenant currency and CNY', () => {
    const text = notificationText(note({ kind: 'DEPOSIT_CONFIRMED', params: { depositNo: 'DP-DEMO-0001', amount: 500_000 } }), fixedT(i18n, 'vi'), vnd);
    expect(text.title).toBe('Nạp tiền thành công');
    expect(spaced(plain(text.body))).toBe('Khoản nạp 17.250.000 ₫ (5.000,00 CN¥) (DP-DEMO-0001) đã được cộng vào số dư của bạn.');
  });

  it('renders every kind in every language with each of its own values, money in the tenant currency', () => {
    // A distinct sample of every value any kind takes; money is formatted, the rest shown as stored.
    const samples: Record<string, { value: string | number; shown: string }> = {
      amount: { value: 1_234, shown: '42.573 ₫ (12,34 CN¥)' }, balance: { value: 5_678, shown: '195.891 ₫ (56,78 CN¥)' },
      estimate: { value: 1_000, shown: '34.500 ₫ (10,00 CN¥)' }, orderNo: { value: 'PO260302', shown: 'PO260302' },
      item: { value: 'Red tee', shown: 'Red tee' }, paymentNo: { value: 'PD260303', shown: 'PD260303' }, depositNo: { value: 'DP260304', shown: 'DP260304' },
      references: { value: 'PO260305', shown: 'PO260305' }, weightGrams: { value: 1_530, shown: '1530' }, carrier: { value: 'YunExpress', shown: 'YunExpress' },
      trackingNumber: { value: '2603020017CN', shown: '2603020017CN' }, parcelNo: { value: 'PP260306', shown: 'PP260306' }, daysLeft: { value: 29, shown: '29' },
      withdrawalNo: { value: 'WD260307', shown: 'WD260307' }, bankReference: { value: 'ICBC-77', shown: 'ICBC-77' },
      reason: { value: 'No transfer arrived', shown: 'No transfer arrived' },
      trackingNo: { value: 'SF1234567890', shown: 'SF1234567890' },
      subject: { value: 'Your parcel', shown: 'Your parcel' }, message: { value: 'It is heavier than stated.', shown: 'It is heavier than stated.' },
    };
    for (const option of Notice.options) {
      const kind = option.shape.kind.value;
      const names = Object.keys(option.shape.params.shape);
      const params = Object.fromEntries(names.map((name) => [name, samples[name]?.value]));
      // The schema accepts the sample, so the test renders only values a kind really takes.
      const notice = Notice.parse({ kind, params });
      for (const lng of LANGUAGES) {
        const text = notificationText(note(notice), fixedT(i18n, lng), vnd);
        expect(text.title.length, `${lng} ${kind}`).toBeGreaterThan(0);
        expect(text.title, `${lng} ${kind}: a title carries no values`).not.toMatch(/\{\{/);
        expect(text.body, `${lng} ${kind}`).not.toMatch(/\{\{|notice:/);
        for (const name of names) expect(spaced(plain(text.body)), `${lng} ${kind} ${name}`).toContain(samples[name]!.shown);
      }
    }
  });

  it('has a translation for every kind and no translation of a kind that does not exist', () => {
    for (const lng of LANGUAGES) expect(Object.keys(noticeFile(lng)).sort(), lng).toEqual([...NOTICE_KINDS].sort());
  });

  it('shows a hand-written notification as written', () => {
    expect(notificationText(note(null, { title: 'Order shipped', body: 'TO2603020017 left' }), fixedT(i18n, 'vi'), vnd)).toEqual({ title: 'Order shipped', body: 'TO2603020017 left' });
  });
});
