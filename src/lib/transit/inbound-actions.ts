import type { InboundParcel, InboundParcelCreate } from '../../../contract/transit';
import { shopperApi } from '../session/shopper-api';

/** Tells the China warehouse about a parcel the shopper bought elsewhere and sent there. */
export const registerInboundParcel = (body: InboundParcelCreate): Promise<InboundParcel> => shopperApi().registerInboundParcel(body);

/** Withdraws a parcel that has not arrived. */
export async function deleteInboundParcel(id: number): Promise<void> {
  await shopperApi().deleteInboundParcel(id);
}

/** Yuan as typed (`12.5`, `12,50`) in fen; anything else is NaN, for the contract's check to name. */
export const fenOfYuan = (text: string): number => (/^\d{1,7}([.,]\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim().replace(',', '.')) * 100) : Number.NaN);
