import type { LineOption } from '../../../contract/line-options';
import type { Product, ProductSku } from '../../../contract/product';

/**
 * A bought SKU's options as one line of text: in the reader's language ("Colour: Pink · Size: M"),
 * or as the marketplace wrote them, for the "show original" toggle (docs/product.md, "Cart").
 */
export const optionsText = (options: readonly LineOption[]): string =>
  options.map((option) => `${option.nameLabel ?? option.name}: ${option.valueLabel ?? option.value}`).join(' · ');

export const originalOptionsText = (options: readonly LineOption[]): string =>
  options.map((option) => `${option.name}: ${option.value}`).join(' · ');

/** Whether a line has anything the toggle would show that the line does not already. */
export const isTranslated = (line: { title: string; originalTitle?: string | undefined; options: readonly LineOption[] }): boolean =>
  (line.originalTitle !== undefined && line.originalTitle !== line.title) || optionsText(line.options) !== originalOptionsText(line.options);

/** The options of a product page's SKU, labelled as the page labels its properties. */
export function skuOptions(product: Pick<Product, 'properties'>, sku: ProductSku): LineOption[] {
  return sku.properties.map(({ name, value }) => {
    const property = product.properties.find((candidate) => candidate.name === name);
    const valueLabel = property?.values.find((candidate) => candidate.value === value)?.label;
    return { name, value, ...(property?.label === undefined ? {} : { nameLabel: property.label }), ...(valueLabel === undefined ? {} : { valueLabel }) };
  });
}
