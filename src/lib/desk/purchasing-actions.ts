import type { BuyLinesRequest, OutOfStockRequest, ShipLinesRequest } from '../../../contract/desk-purchasing';
import { browserApi } from '../api/browser';

/** The purchasing desk's steps in the browser (docs/product.md, "Purchasing"): `/api/desk/…` with the operator cookie. */
export const buyLines = (body: BuyLinesRequest) => browserApi().buyLines(body);
export const shipLines = (body: ShipLinesRequest) => browserApi().shipLines(body);
export const markLinesOutOfStock = (body: OutOfStockRequest) => browserApi().markLinesOutOfStock(body);
export const repriceLine = (lineId: number, unitPrice: number) => browserApi().repriceLine(lineId, unitPrice);
export const confirmCustomLine = (lineId: number) => browserApi().confirmCustomLine(lineId);
export const setNoteToShopper = (lineId: number, note: string) => browserApi().setNoteToShopper(lineId, note);
