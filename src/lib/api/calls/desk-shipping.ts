import type { KyInstance } from 'ky';
import {
  DeskWarehouse, DeskWarehouseList, ShippingLine, type ShippingLineInput, ShippingLineList, type WarehouseInput,
} from '../../../../contract/desk-shipping';
import { parsed } from './query';

/** The owner's shipping lines and warehouses (docs/product.md, "Desk calls"); the client carries the operator token. */
export const deskShippingCalls = (http: KyInstance) => ({
  listShippingLines: () => parsed(http.get('desk/shipping/lines'), ShippingLineList),
  createShippingLine: (body: ShippingLineInput) => parsed(http.post('desk/shipping/lines', { json: body }), ShippingLine),
  updateShippingLine: (id: number, body: ShippingLineInput) => parsed(http.put(`desk/shipping/lines/${id}`, { json: body }), ShippingLine),
  listDeskWarehouses: () => parsed(http.get('desk/shipping/warehouses'), DeskWarehouseList),
  createWarehouse: (body: WarehouseInput) => parsed(http.post('desk/shipping/warehouses', { json: body }), DeskWarehouse),
  updateWarehouse: (id: number, body: WarehouseInput) => parsed(http.put(`desk/shipping/warehouses/${id}`, { json: body }), DeskWarehouse),
});
