import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StockInParcel } from '../../../contract/transit';
import InStockParcels from '../../../src/islands/transit/InStockParcels';
import { islandResources } from '../../../src/layouts/shell/island-resources';
import type { Language } from '../../../src/lib/i18n/languages';

const parcel = (over: Partial<StockInParcel>): StockInParcel => ({
  id: 1, parcelNo: 'P1', source: 'INBOUND', orderId: null, orderNo: null, inboundParcelId: 3, origin: 'SF123',
  lines: [{ orderLineId: null, productId: null, title: 'Teapot', image: null, specification: '', options: [], quantity: 1, unitValue: 1_000, qcPhotos: [] }],
  weightGrams: 500, lengthCm: 20, widthCm: 10, heightCm: 10, categories: [], value: 1_000,
  stockInAt: '2026-01-01T00:00:00.000Z', freeStorageUntil: '2026-04-01T00:00:00.000Z',
  storageDaysLeft: 0, overdueDays: 3, storageState: 'OVERDUE', state: 'IN_STOCK', transitOrderId: null, transitOrderNo: null,
  ...over,
});

/** The in-stock list as the server renders it, in text. */
function rendered(parcels: StockInParcel[], lng: Language = 'en'): string {
  const resources = islandResources(lng, ['transit', 'common:photos']);
  const html = renderToString(createElement(InStockParcels, {
    lng, resources, parcels, freeStorageDays: 90, timezoneOffset: 8, display: { rate: { cnyExchangeRate: 1, currency: 'CNY' }, showCny: false, locale: 'en' },
  }));
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('a parcel past its free storage', () => {
  it('says the free period is over and what to do, and names no fee (the provider charges none)', () => {
    const text = rendered([parcel({})]);
    expect(text).toContain('Free storage ended 3 days ago.');
    expect(text).toContain('Ship it home now: select it and choose “Ship selected”. If it has to stay longer, contact customer service.');
    expect(text).not.toMatch(/fee/i);
  });

  it('gives no shipping advice for a parcel already in a transit order, nor before the period ends', () => {
    expect(rendered([parcel({ state: 'IN_TRANSIT_ORDER', transitOrderId: 9, transitOrderNo: 'T9' })])).not.toContain('Ship it home now');
    const free = rendered([parcel({ storageState: 'FREE', storageDaysLeft: 40, overdueDays: 0 })]);
    expect(free).toContain('Free storage: 40 days left');
    expect(free).not.toContain('Ship it home now');
  });

  it('tells it in the page language', () => {
    expect(rendered([parcel({})], 'zh-CN')).toContain('请尽快安排寄送：勾选它并点击“发货所选包裹”');
  });
});
