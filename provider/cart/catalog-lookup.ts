import { and, eq } from 'drizzle-orm';
import type { Product, ProductSku } from '../../contract/product';
import { parseProductLink } from '../../contract/product-links';
import { catalogOf, catalogScopeOf } from '../catalog/request-catalog';
import type { Database } from '../db/client';
import { tenantWarehouses } from '../db/schema';
import type { AppVariables } from '../http/app-bindings';
import { ProblemError } from '../http/problem';
import { ofTenant } from '../db/ownership';

/**
 * The product a link points at, as the tenant's catalog offers it: 400 for a link that is no
 * product page, 404 for one the catalog lacks (or whose platform the tenant does not offer).
 */
export async function productForLink(vars: AppVariables, productUrl: string): Promise<Product> {
  const link = parseProductLink(productUrl);
  if (!link) throw new ProblemError({ status: 400, code: 'INVALID_PRODUCT_LINK', detail: 'The link is not a product page of a known marketplace.' });
  const product = await catalogOf(vars).findByLink(link, catalogScopeOf(vars));
  if (!product) throw new ProblemError({ status: 404, code: 'PRODUCT_NOT_FOUND', detail: 'The catalog has no product at this link.' });
  return product;
}

/** The SKU of the product a request names; `path` says which field named it. */
export function skuOfProduct(product: Product, skuId: string, path: string): ProductSku {
  const sku = product.skus.find((candidate) => candidate.skuId === skuId);
  if (sku) return sku;
  const message = 'Not a SKU of this product.';
  throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.', errors: [{ path, message }] });
}

export const insufficientStock = (skuId: string, stock: number) => new ProblemError({
  status: 400,
  code: 'INSUFFICIENT_STOCK',
  detail: stock === 0 ? `SKU ${skuId} is sold out.` : `Only ${stock} pieces of SKU ${skuId} are in stock.`,
});

/** The SKU, when it still exists and has the pieces asked for; else 400 INSUFFICIENT_STOCK. */
export function ensureInStock<S extends { stock: number }>(skuId: string, sku: S | null, quantity: number): S {
  if (!sku || quantity > sku.stock) throw insufficientStock(skuId, sku?.stock ?? 0);
  return sku;
}

/** A China warehouse of the tenant that goods are quoted to; anything else (another tenant's, a local one) is 404. */
export async function ensureChinaWarehouse(db: Database, tenantId: string, warehouseId: number): Promise<number> {
  const [warehouse] = await db.select({ id: tenantWarehouses.id }).from(tenantWarehouses).where(and(
    ofTenant(tenantWarehouses, tenantId), eq(tenantWarehouses.id, warehouseId), eq(tenantWarehouses.region, 'CHINA'),
  ));
  if (!warehouse) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'The tenant has no such China warehouse.' });
  return warehouse.id;
}
