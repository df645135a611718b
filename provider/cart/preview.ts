import type { z } from 'zod';
import type { ProductItemsPayload, Quote } from '../../contract/cart';
import { unitPriceFor } from '../../contract/price-tiers';
import type { AppVariables } from '../http/app-bindings';
import { ensureChinaWarehouse, ensureInStock, productForLink, skuOfProduct } from './catalog-lookup';
import { quoteOf } from './quote';

/**
 * Buy now: what SKUs of one product would cost, without a cart. A SKU named twice is checked
 * against its stock with both quantities together.
 */
export async function previewQuote(vars: AppVariables, payload: z.output<typeof ProductItemsPayload>): Promise<Quote> {
  const product = await productForLink(vars, payload.productUrl);
  const taken = new Map<string, number>();
  const items = payload.items.map(({ productSkuId, quantity }, index) => {
    const sku = skuOfProduct(product, productSkuId, `items.${index}.productSkuId`);
    const total = (taken.get(sku.skuId) ?? 0) + quantity;
    taken.set(sku.skuId, total);
    ensureInStock(sku.skuId, sku, total);
    return { cartItemId: null, shopId: product.shopId, productSkuId, quantity, unitPrice: unitPriceFor(product, sku, quantity) };
  });
  const { tenantWarehouseId } = payload;
  const warehouseId = tenantWarehouseId === undefined ? null : await ensureChinaWarehouse(vars.db, vars.tenant.id, tenantWarehouseId);
  return quoteOf(items, warehouseId, vars.tenant.serviceFeeBasisPoints);
}
