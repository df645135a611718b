import { clampQuantity } from '../product/sku-selection';

/**
 * A cart quantity is a whole number from 1 to the SKU's stock (the provider refuses any
 * other). While the shopper types, only such a number is sent; when the field is left, what
 * is there becomes the nearest such number (an emptied field keeps the current quantity).
 */
const WHOLE_NUMBER = /^\d+$/;

/** The typed text as a quantity to send, or `null` while it is not one (empty, 0, 2.5, above stock). */
export function typedQuantity(text: string, stock: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= stock ? n : null;
}

/** The quantity the field settles on when the shopper leaves it. */
export const settledQuantity = (text: string, current: number, stock: number): number =>
  text.trim() === '' || Number.isNaN(Number(text)) ? current : clampQuantity(Number(text), { min: 1, stock });
