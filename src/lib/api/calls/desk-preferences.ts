import type { KyInstance } from 'ky';
import { DeskPreferences, ExchangeRateSettings } from '../../../../contract/desk-preferences';
import { parsed } from './query';

const BASE = 'desk/settings';

/** The owner's preferences and exchange-rate calls (docs/product.md, "Desk calls"). */
export const deskPreferencesCalls = (http: KyInstance) => ({
  getDeskPreferences: () => parsed(http.get(`${BASE}/preferences`), DeskPreferences),
  saveDeskPreferences: (body: DeskPreferences) => parsed(http.put(`${BASE}/preferences`, { json: body }), DeskPreferences),
  getDeskExchangeRate: () => parsed(http.get(`${BASE}/exchange-rate`), ExchangeRateSettings),
  setDeskExchangeRate: (cnyExchangeRate: number) => parsed(http.put(`${BASE}/exchange-rate`, { json: { cnyExchangeRate } }), ExchangeRateSettings),
});
