import type { ShippingLineInput, WarehouseInput } from '../../../contract/desk-shipping';
import { browserApi } from '../api/browser';

/** The owner's shipping actions in the browser (docs/product.md, "Desk: shipping"): a line or a warehouse added or saved. */
export const saveShippingLine = (id: number | null, line: ShippingLineInput) =>
  id === null ? browserApi().createShippingLine(line) : browserApi().updateShippingLine(id, line);

export const saveWarehouse = (id: number | null, warehouse: WarehouseInput) =>
  id === null ? browserApi().createWarehouse(warehouse) : browserApi().updateWarehouse(id, warehouse);
