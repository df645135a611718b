import type { OrderActor, PurchaseOrderLineStatus, PurchaseOrderStatus } from '../../contract/orders';
import { ProblemError } from '../http/problem';

/*
 * The order's life: WAITING_PAY → PAID → PURCHASING → PURCHASED → SELLER_SHIPPED → ARRIVED
 * (through PARTIALLY_ARRIVED while only some lines are in). CLOSED: the shopper cancels (or it
 * times out) before paying; the agent closes a paid order that cannot be bought, refunding it.
 */
const NEXT: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['PURCHASING', 'CLOSED'],
  PURCHASING: ['PURCHASED', 'CLOSED'],
  PURCHASED: ['SELLER_SHIPPED'],
  SELLER_SHIPPED: ['PARTIALLY_ARRIVED', 'ARRIVED'],
  PARTIALLY_ARRIVED: ['ARRIVED'],
  ARRIVED: [],
  CLOSED: [],
};

/** The agent's steps, in order, that apply to every line still being bought. */
export const AGENT_STEPS = ['PURCHASING', 'PURCHASED', 'SELLER_SHIPPED'] as const satisfies readonly PurchaseOrderStatus[];
export type AgentStep = (typeof AGENT_STEPS)[number];

/** Lines that no longer follow the order (refunded as out of stock, or closed). */
export const isLineDone = (status: PurchaseOrderLineStatus) => status === 'OUT_OF_STOCK' || status === 'CLOSED';

export const stateConflict = (detail: string) => new ProblemError({ status: 409, code: 'ORDER_STATE_CONFLICT', detail });

/** 409 ORDER_STATE_CONFLICT unless the order may go from `from` to `to`. */
export function ensureTransition(from: PurchaseOrderStatus, to: PurchaseOrderStatus): void {
  if (!NEXT[from].includes(to)) throw stateConflict(`A ${from} order cannot become ${to}.`);
}

/** Who may take which step: the shopper pays and cancels; the agent and the system the rest. */
export function ensureActorMay(actor: OrderActor, from: PurchaseOrderStatus, to: PurchaseOrderStatus): void {
  ensureTransition(from, to);
  if (actor === 'SHOPPER' && !(from === 'WAITING_PAY' && (to === 'PAID' || to === 'CLOSED'))) {
    throw stateConflict(`The shopper cannot move a ${from} order to ${to}.`);
  }
}
