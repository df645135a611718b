import type { PriceChange, TimelineNote } from '../../../contract/timeline-notes';
import { TIMELINE_NOTE_TEXT_KEYS } from '../i18n/value-labels';
import type { TFunction } from '../i18n/translator';
import { formatNumber } from '../money/format';
import { formatPrice, type PriceDisplay } from '../money/price-display';
import { formatKg } from '../units/weight';

// Numbers and words that are not the page's (tracking numbers, a carrier, an operator's text)
// take their own direction inside the sentence, so an Arabic line keeps them whole.
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const isolated = (text: string) => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * A timeline row's note in the page's language (docs/product.md, "Timeline notes"): the code's
 * sentence with its amounts in `display`'s currency and locale and its numbers in the page's digits.
 */
export function timelineNoteText(note: TimelineNote, t: TFunction, display: PriceDisplay): string {
  const money = (fen: number) => formatPrice(fen, display);
  const count = (value: number) => formatNumber(value, {}, display.locale);
  const key = TIMELINE_NOTE_TEXT_KEYS[note.key];
  switch (note.key) {
    case 'AMOUNT': return t(key, { amount: money(note.values.amount) });
    case 'PRICE_CHANGE': return t(key, { from: money(note.values.from), to: money(note.values.to), quantity: count(note.values.quantity) });
    case 'PRICE_CHANGE_REFUNDED':
      return t(key, { from: money(note.values.from), to: money(note.values.to), quantity: count(note.values.quantity), amount: money(note.values.amount) });
    case 'SELLER_ORDER_NO':
    case 'DOMESTIC_TRACKING_NO': return t(key, { number: isolated(note.values.number) });
    case 'OPERATOR_REASON': return t(key, { text: isolated(note.values.text) });
    case 'AUTO_COMPLETED': return t(key, { count: note.values.days });
    case 'PACKED': return t(key, { weight: formatKg(note.values.grams, display.locale), amount: money(note.values.amount) });
    case 'SHIPPED': return t(key, { carrier: isolated(note.values.carrier), number: isolated(note.values.trackingNumber) });
    default: return t(key);
  }
}

/** Why a price difference is asked for (the same words as its timeline row), for the banners and lists that ask for it. */
export const priceChangeText = (change: PriceChange, t: TFunction, display: PriceDisplay): string =>
  timelineNoteText({ key: 'PRICE_CHANGE', values: change }, t, display);
