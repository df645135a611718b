import type { DeskPreferences, ExchangeRateSettings } from '../../../contract/desk-preferences';
import { browserApi } from '../api/browser';

/* The owner's preferences and exchange-rate saves in the browser (docs/product.md, "Desk settings: preferences and money"). */
export const savePreferences = (preferences: DeskPreferences): Promise<DeskPreferences> => browserApi().saveDeskPreferences(preferences);
export const saveExchangeRate = (rate: number): Promise<ExchangeRateSettings> => browserApi().setDeskExchangeRate(rate);
