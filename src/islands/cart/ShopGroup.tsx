import { useId } from 'react';
import type { CartItem, CartShop } from '../../../contract/cart';
import { hasSelectable, shopSelectionState, type Selection } from '../../lib/cart/selection';
import type { TFunction } from '../../lib/i18n/translator';
import { PLATFORM_KEYS } from '../../lib/i18n/value-labels';
import type { PriceDisplay } from '../../lib/money/price-display';
import { ui } from '../ui/ui';
import { CartItemRow } from './CartItemRow';
import { SelectCheckbox } from './SelectCheckbox';

/** Where the shop's name goes in a translated sentence: it is set apart, the seller's own, in its own direction. */
const SHOP_MARK = '\u2063';
const withShopName = (sentence: string, shopName: string) => {
  const [before = '', after = ''] = sentence.split(SHOP_MARK);
  return <>{before}<bdi data-shop-name>{shopName}</bdi>{after}</>;
};

interface Props {
  shop: CartShop;
  selection: Selection;
  display: PriceDisplay;
  t: TFunction;
  onSelectShop: (selected: boolean) => void;
  onSelectItem: (id: number, selected: boolean) => void;
  onRemove: (item: CartItem) => void;
}

/** A shop's items, as the provider groups them: the shop's checkbox selects all of its buyable items. */
export function ShopGroup({ shop, selection, display, t, onSelectShop, onSelectItem, onRemove }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={ui.card}>
      <div className="flex flex-wrap items-center gap-3 border-b border-gray-200 pb-3">
        <SelectCheckbox
          state={shopSelectionState(selection, shop)}
          disabled={!hasSelectable(shop.cartItems)}
          label={withShopName(t('cart:shop.select', { shop: SHOP_MARK }), shop.shopName)}
          onChange={onSelectShop}
        />
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold text-gray-900">
          {shop.shopWebsite ? (
            <a href={shop.shopWebsite} target="_blank" rel="noopener noreferrer" className="hover:text-primary-ink hover:underline">
              <bdi data-shop-name>{shop.shopName}</bdi>
              <span className="sr-only"> {t('cart:shop.new-tab')}</span>
            </a>
          ) : (
            <bdi data-shop-name>{shop.shopName}</bdi>
          )}
        </h2>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700">{t(PLATFORM_KEYS[shop.platform])}</span>
      </div>
      <ul className="divide-y divide-gray-200">
        {shop.cartItems.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            selected={selection.has(item.id)}
            display={display}
            t={t}
            onSelect={(selected) => onSelectItem(item.id, selected)}
            onRemove={() => onRemove(item)}
          />
        ))}
      </ul>
    </section>
  );
}
