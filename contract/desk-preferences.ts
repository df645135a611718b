import { z } from 'zod';
import { FEN_MAX, Int, Timestamp } from './bounds';
import { PRODUCT_PLATFORMS, ProductPlatform } from './tenant';

/*
 * The owner's preferences and money settings (docs/product.md, "Desk settings: preferences and
 * money"): what the shopper's dashboard shows, the fees, how long an unpaid order waits, and the
 * exchange rate with its history.
 */

/** The highest service fee an owner may set: 30% of the goods. */
export const SERVICE_FEE_BASIS_POINTS_MAX = 3000;
export const FREE_STORAGE_DAYS_MAX = 365;
/** ¥100 per parcel per day at most. */
export const STORAGE_FEE_FEN_PER_DAY_MAX = 10_000;
/** An unpaid order waits at least ten minutes and at most 30 days. */
export const PAY_WITHIN_MINUTES_MIN = 10;
export const PAY_WITHIN_MINUTES_MAX = 30 * 24 * 60;

export const DeskPreferences = z.object({
  showExchangeRate: z.boolean(),
  showStockin: z.boolean(),
  showTransit: z.boolean(),
  showUserWarehouse: z.boolean(),
  productPlatforms: z.array(ProductPlatform).min(1).max(PRODUCT_PLATFORMS.length)
    .refine((platforms) => new Set(platforms).size === platforms.length, 'Each platform once'),
  serviceFeeBasisPoints: Int(0, SERVICE_FEE_BASIS_POINTS_MAX),
  freeStorageDays: Int(0, FREE_STORAGE_DAYS_MAX),
  storageFeeFenPerDay: Int(0, STORAGE_FEE_FEN_PER_DAY_MAX),
  payWithinMinutes: Int(PAY_WITHIN_MINUTES_MIN, PAY_WITHIN_MINUTES_MAX),
  fourEyesThresholdFen: Int(0, FEN_MAX),
});
export type DeskPreferences = z.infer<typeof DeskPreferences>;

/** Tenant-currency units per 1 CNY: positive, at most 8 decimals (the column's scale), bounded. */
export const EXCHANGE_RATE_MAX = 1_000_000;
export const ExchangeRate = z.number().positive().max(EXCHANGE_RATE_MAX)
  .refine((rate) => Math.abs(rate * 1e8 - Math.round(rate * 1e8)) < 1e-3, 'At most 8 decimals');

export const ExchangeRateChange = z.object({ cnyExchangeRate: ExchangeRate });
export type ExchangeRateChange = z.infer<typeof ExchangeRateChange>;

export const ExchangeRateHistoryEntry = z.object({
  rate: z.number(),
  previousRate: z.number(),
  /** The operator's name, or null for a change no operator made. */
  operatorName: z.string().nullable(),
  changedAt: Timestamp,
});
export type ExchangeRateHistoryEntry = z.infer<typeof ExchangeRateHistoryEntry>;

export const ExchangeRateSettings = z.object({
  cnyExchangeRate: z.number(),
  currency: z.string(),
  /** Newest first; the last 50 changes. */
  history: z.array(ExchangeRateHistoryEntry),
});
export type ExchangeRateSettings = z.infer<typeof ExchangeRateSettings>;
export const EXCHANGE_RATE_HISTORY_SHOWN = 50;
