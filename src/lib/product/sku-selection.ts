import type { Product, ProductSku } from '../../../contract/product';

/**
 * The SKU picker's logic: which value of each property (colour, size) can still be
 * chosen, and which SKU a complete choice names. A value is available when some SKU in
 * stock carries it together with every value already chosen for the other properties, so
 * a shopper can always change one property without first undoing another.
 */
export type Selection = Readonly<Record<string, string>>;
type Catalogue = Pick<Product, 'properties' | 'skus'>;

const valueOf = (sku: ProductSku, name: string) => sku.properties.find((p) => p.name === name)?.value;

const matches = (sku: ProductSku, selection: Selection, ignore?: string) =>
  Object.entries(selection).every(([name, value]) => name === ignore || valueOf(sku, name) === value);

export function isValueAvailable(product: Catalogue, selection: Selection, name: string, value: string): boolean {
  return product.skus.some((sku) => sku.stock > 0 && valueOf(sku, name) === value && matches(sku, selection, name));
}

/** The SKU a choice names once every property has a value; a product without properties has its one SKU. */
export function selectedSku(product: Catalogue, selection: Selection): ProductSku | null {
  if (product.properties.some((p) => selection[p.name] === undefined)) return null;
  return product.skus.find((sku) => matches(sku, selection)) ?? null;
}

/** Pieces in stock over the SKUs the choice so far still allows. */
export const stockFor = (product: Catalogue, selection: Selection): number =>
  product.skus.filter((sku) => matches(sku, selection)).reduce((sum, sku) => sum + sku.stock, 0);

/** Properties still without a value, by name, in the product's order. */
export const missingProperties = (product: Catalogue, selection: Selection): string[] =>
  product.properties.filter((p) => selection[p.name] === undefined).map((p) => p.name);

/**
 * The choice a page opens with: the values `filters` names (`颜色:红色;尺码:M`, as search
 * filters are written) that exist and are available, plus every property with only one
 * available value, which leaves the shopper nothing to decide.
 */
export function initialSelection(product: Catalogue, filters: string | null | undefined): Selection {
  const wanted = new Map(
    (filters ?? '').split(';').flatMap((pair) => {
      const at = pair.indexOf(':');
      return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const] : [];
    }),
  );
  let selection: Selection = {};
  for (const property of product.properties) {
    const value = wanted.get(property.name);
    if (value !== undefined && isValueAvailable(product, selection, property.name, value)) {
      selection = { ...selection, [property.name]: value };
    }
  }
  for (const property of product.properties) {
    if (selection[property.name] !== undefined) continue;
    const available = property.values.filter((v) => isValueAvailable(product, selection, property.name, v.value));
    if (available.length === 1 && available[0]) selection = { ...selection, [property.name]: available[0].value };
  }
  return selection;
}

/** A whole number of pieces from the smallest order (or 1) up to the stock. */
export function clampQuantity(quantity: number, { min, stock }: { min: number; stock: number }): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : min;
  return Math.max(Math.max(1, min), Math.min(whole, Math.max(stock, 1)));
}
