import { z } from 'zod';

/**
 * An option of a bought SKU (colour, size) on a cart, order or parcel line: kept as the
 * marketplace writes it, with its name and value in the reader's language when they differ,
 * by the same glossary as the product page (docs/product.md, "Cart").
 */
export const LineOption = z.object({
  name: z.string(),
  value: z.string(),
  nameLabel: z.string().optional(),
  valueLabel: z.string().optional(),
});
export type LineOption = z.infer<typeof LineOption>;
