import { describe, expect, it } from 'vitest';
import { TIMELINE_NOTE_KEYS, TimelineNote } from '../../../contract/timeline-notes';
import { htmlLang, LANGUAGES, type Language } from '../../../src/lib/i18n/languages';
import { getT } from '../../../src/lib/i18n/server';
import { TIMELINE_NOTE_TEXT_KEYS } from '../../../src/lib/i18n/value-labels';
import { formatMoney, formatNumber } from '../../../src/lib/money/format';
import type { PriceDisplay } from '../../../src/lib/money/price-display';
import { timelineNoteText } from '../../../src/lib/timeline/timeline-note';

/** Timeline notes read in the page's language, with amounts and numbers written its way (docs/product.md, "Timeline notes"). */
const displayIn = (lng: Language, currency: string, cnyExchangeRate: number): PriceDisplay =>
  ({ rate: { currency, cnyExchangeRate }, showCny: false, locale: htmlLang(lng) });
const text = (lng: Language, note: TimelineNote, display: PriceDisplay) => timelineNoteText(note, getT(lng), display);
const withoutIsolates = (value: string) => value.replace(/[\u2066-\u2069]/g, '');

const SAMPLES: Record<TimelineNote['key'], TimelineNote> = {
  AMOUNT: { key: 'AMOUNT', values: { amount: 123_456 } },
  PRICE_CHANGE: { key: 'PRICE_CHANGE', values: { from: 1_999, to: 2_299, quantity: 1200 } },
  PRICE_CHANGE_REFUNDED: { key: 'PRICE_CHANGE_REFUNDED', values: { from: 2_299, to: 1_999, quantity: 1, amount: 300 } },
  SELLER_ORDER_NO: { key: 'SELLER_ORDER_NO', values: { number: 'TB-88' } },
  DOMESTIC_TRACKING_NO: { key: 'DOMESTIC_TRACKING_NO', values: { number: 'SF1234' } },
  CANCELLED_BY_SHOPPER: { key: 'CANCELLED_BY_SHOPPER', values: {} },
  NOT_PAID_IN_TIME: { key: 'NOT_PAID_IN_TIME', values: {} },
  NOTHING_BOUGHT: { key: 'NOTHING_BOUGHT', values: {} },
  OPERATOR_REASON: { key: 'OPERATOR_REASON', values: { text: 'shop closed' } },
  CLOSED_BY_SHOPPER: { key: 'CLOSED_BY_SHOPPER', values: {} },
  RECEIVED: { key: 'RECEIVED', values: {} },
  AUTO_COMPLETED: { key: 'AUTO_COMPLETED', values: { days: 7 } },
  PACKED: { key: 'PACKED', values: { grams: 1234, amount: 18_000 } },
  SHIPPED: { key: 'SHIPPED', values: { carrier: 'EMS', trackingNumber: 'EE123' } },
};

describe('timeline notes', () => {
  it('have a sentence for every code of the contract', () => {
    expect(Object.keys(TIMELINE_NOTE_TEXT_KEYS).sort()).toEqual([...TIMELINE_NOTE_KEYS].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...TIMELINE_NOTE_KEYS].sort());
  });

  it.each(LANGUAGES)('in %s, every code reads translated, with each value in it and no placeholder left', (lng) => {
    const display = displayIn(lng, 'CNY', 1);
    for (const note of Object.values(SAMPLES)) {
      const shown = text(lng, note, display);
      expect(shown, `${lng}: ${note.key}`).not.toMatch(/\{\{|timeline-note/);
      if (lng !== 'en') expect(shown, `${lng}: ${note.key} is English`).not.toBe(text('en', note, display));
    }
  });

  it('write a price change in Vietnamese with its grouping and đồng', () => {
    const display = displayIn('vi', 'VND', 3_450);
    const shown = withoutIsolates(text('vi', SAMPLES.PRICE_CHANGE, display));
    expect(shown).toBe(`Đơn giá đổi từ ${formatMoney(1_999, display.rate, { locale: 'vi' })} thành ${formatMoney(2_299, display.rate, { locale: 'vi' })}, số lượng 1.200`);
    expect(shown).toMatch(/68\.966\s₫/);
    expect(withoutIsolates(text('vi', SAMPLES.PACKED, display))).toMatch(/^Cân nặng 1,23 kg, phí vận chuyển 621\.000\s₫$/);
  });

  it('write Arabic notes in Arabic, numbers as the Arabic locale writes them and foreign numbers isolated', () => {
    const display = displayIn('ar', 'USD', 0.14);
    const change = text('ar', SAMPLES.PRICE_CHANGE, display);
    expect(change).toMatch(/^تغيّر سعر القطعة من /);
    expect(change).toContain(formatNumber(1200, {}, 'ar'));
    expect(change).not.toMatch(/→|changed/);
    expect(text('ar', SAMPLES.SHIPPED, display)).toBe('\u2068EMS\u2069، رقم التتبع \u2068EE123\u2069');
    expect(text('ar', SAMPLES.AUTO_COMPLETED, display)).toBe('اكتمل تلقائيًا بعد 7 أيام من التسليم');
  });

  it('count the days of automatic completion in each language’s forms', () => {
    const completed = (lng: Language, days: number) => text(lng, { key: 'AUTO_COMPLETED', values: { days } }, displayIn(lng, 'CNY', 1));
    expect([1, 7].map((days) => completed('en', days))).toEqual(['Completed automatically 1 day after delivery', 'Completed automatically 7 days after delivery']);
    expect([1, 3, 7].map((days) => completed('ru', days))).toEqual([
      'Завершён автоматически через 1 день после доставки', 'Завершён автоматически через 3 дня после доставки', 'Завершён автоматически через 7 дней после доставки',
    ]);
  });
});
