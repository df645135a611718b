import type { PayResult } from '../../../contract/payments';
import type { FreightEstimate } from '../../../contract/product';
import type { TransitOrder, TransitOrderCreate } from '../../../contract/transit';
import type { ParcelsFreight } from '../api/calls/transit';
import { newIdempotencyKey } from '../payment/payment-actions';
import { shopperApi } from '../session/shopper-api';

/** The lines' prices and days for the parcels picked, as the provider prices them. */
export const estimateParcels = (cargo: ParcelsFreight): Promise<FreightEstimate> => shopperApi().estimateParcelsFreight(cargo);

/** Each attempt has its own key: a double click or a retried request creates one order. */
export const createTransitOrder = (body: TransitOrderCreate): Promise<TransitOrder> => shopperApi().createTransitOrder(body, newIdempotencyKey());

/** Pays the packed order's fee from the balance. */
export const payTransitOrder = (orderId: number, payPassword: string): Promise<PayResult> =>
  shopperApi().payTransitOrder(orderId, payPassword, newIdempotencyKey());

/** The shopper confirms the parcel arrived. */
export const completeTransitOrder = (orderId: number): Promise<TransitOrder> => shopperApi().completeTransitOrder(orderId);

/** Closes an unpaid order; its parcels go back in stock. */
export const closeTransitOrder = (orderId: number): Promise<TransitOrder> => shopperApi().closeTransitOrder(orderId);
