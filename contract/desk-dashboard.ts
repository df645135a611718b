import { z } from 'zod';
import { DESK_AREAS, type DeskArea } from './desk';

/**
 * The desk's dashboard, "today's work" (docs/product.md, "Desk"): what waits for whom and for
 * how long. Each queue belongs to the area whose operators work it, and is shown only to the
 * roles of that area (DESK_AREAS).
 */
export const DESK_QUEUE_AREAS = {
  /** Paid order lines the buyer has not bought yet. */
  TO_BUY: 'purchasing',
  /** Lines bought that the seller has not shipped yet. */
  SELLER_TO_SHIP: 'purchasing',
  /** Lines the seller shipped and parcels the shoppers announced, not yet in the warehouse. */
  PARCELS_EXPECTED: 'receiving',
  /** Transit orders the warehouse has to pack. */
  TRANSIT_TO_PACK: 'packing',
  /** Transit fees and price differences the shoppers have not paid yet. */
  FEES_UNPAID: 'money',
  /** Bank-transfer deposits to confirm against the bank account. */
  DEPOSITS_TO_CONFIRM: 'money',
  /** Withdrawals to pay out. */
  WITHDRAWALS_TO_PAY: 'money',
} as const satisfies Record<string, DeskArea>;

export type DeskQueueName = keyof typeof DESK_QUEUE_AREAS;
export const DESK_QUEUE_NAMES = Object.keys(DESK_QUEUE_AREAS) as DeskQueueName[];
export const DeskQueueName = z.enum(DESK_QUEUE_NAMES as [DeskQueueName, ...DeskQueueName[]]);

const DeskAreaName = z.enum(Object.keys(DESK_AREAS) as [DeskArea, ...DeskArea[]]);

export const DeskQueue = z.object({
  queue: DeskQueueName,
  /** The area whose page works the queue. */
  area: DeskAreaName,
  /** How many items wait. */
  count: z.number().int(),
  /** ISO 8601 since when the oldest item waits; null when none waits. */
  oldestSince: z.string().nullable(),
  /** How long the oldest item has waited, in whole seconds at `asOf`; null when none waits. */
  oldestAgeSeconds: z.number().int().nullable(),
});
export type DeskQueue = z.infer<typeof DeskQueue>;

/** GET /desk/dashboard: the queues the operator's role works, the longest-waiting first (empty queues last). */
export const DeskDashboard = z.object({
  asOf: z.string(),
  queues: z.array(DeskQueue),
});
export type DeskDashboard = z.infer<typeof DeskDashboard>;
