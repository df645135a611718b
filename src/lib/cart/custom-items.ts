import type { CustomItemCreate } from '../../../contract/orders';
import { shopperApi } from '../session/shopper-api';
import { uploadPicture } from '../uploads/upload-picture';
import { syncCart } from './cart-store';

/** A custom item's picture shows the buyer what to buy: a product photo's size is plenty. */
const PICTURE_MAX_SIDE = 1200;

/**
 * Items ordered by hand (docs/product.md, "Cart"): a link the catalog cannot read, with
 * the shopper's title, price and quantity. The agent confirms the price or answers with a
 * price difference once the order is paid.
 */

/**
 * Adds the item (with its picture, uploaded first, when given) to the cart; answers its id
 * (the newest of the list). The cart's count (the header badge) counts custom items too, so
 * the cart is re-read after each change.
 */
export async function addCustomItem(item: Omit<CustomItemCreate, 'imageKey'>, picture: File | null): Promise<number> {
  const imageKey = picture ? await uploadPicture(picture, PICTURE_MAX_SIDE) : undefined;
  const { items } = await shopperApi().addCustomItem({ ...item, ...(imageKey ? { imageKey } : {}) });
  const added = items[0];
  if (!added) throw new Error('The custom item list came back empty');
  void syncCart();
  return added.id;
}

export async function removeCustomItem(id: number): Promise<void> {
  await shopperApi().removeCustomItem(id);
  void syncCart();
}
