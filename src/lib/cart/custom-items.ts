import type { CustomItemCreate } from '../../../contract/orders';
import { shopperApi } from '../session/shopper-api';

/**
 * Items ordered by hand (SPEC section 7, custom items): a link the catalog cannot read, with
 * the shopper's title, price and quantity. The agent confirms the price or answers with a
 * price difference once the order is paid.
 */

/** Adds the item to the cart; answers its id (the newest of the list). */
export async function addCustomItem(item: CustomItemCreate): Promise<number> {
  const { items } = await shopperApi().addCustomItem(item);
  const added = items[0];
  if (!added) throw new Error('The custom item list came back empty');
  return added.id;
}

export async function removeCustomItem(id: number): Promise<void> {
  await shopperApi().removeCustomItem(id);
}
