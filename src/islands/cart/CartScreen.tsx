import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { requestIslandHydration } from '../../directives/hydrate-request';
import type { Cart, CartItem } from '../../../contract/cart';
import type { TenantWarehouse } from '../../../contract/reference';
import { EMPTY_CART, cartItemsOf, isEmptyCart } from '../../lib/cart/cart';
import { $cart, $selection, changeSelection, removeAll, removeItem, seedCart } from '../../lib/cart/cart-store';
import { cartSelectionState, initialSelection, selectAll, selectItem, selectShop } from '../../lib/cart/selection';
import { formatNumber } from '../../lib/money/format';
import type { PriceDisplay } from '../../lib/money/price-display';
import { pushToast } from '../../lib/toasts/toasts';
import { useHydrated } from '../forms/use-hydrated';
import { ConfirmDialog } from '../ui/Dialogs';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';
import { SelectCheckbox } from './SelectCheckbox';
import { ShopGroup } from './ShopGroup';

interface Props extends TranslatedProps {
  /** The cart as the server loaded it: rendered at once, then seeds the store. */
  cart: Cart;
  warehouses: TenantWarehouse[] | null;
  display: PriceDisplay;
}

type Confirming = { kind: 'item'; item: CartItem } | { kind: 'all' } | null;

/**
 * `/cart`: items grouped by shop, selection, quantity and message edits, delete, the
 * selection's totals and quote. The server renders the loaded cart; after hydration the
 * cart store (kept in step with the header and other tabs) is the source.
 */
export default function CartScreen(props: Props) {
  const t = useTranslator(props);
  const { display, lng } = props;
  // Hydrated means seeded: the layout effect below has run.
  const seeded = useHydrated();
  const live = useStore($cart);
  const liveSelection = useStore($selection);
  const firstSelection = useMemo(() => initialSelection(props.cart), [props.cart]);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);

  // Seeded before paint, on the client only (the server never holds a shopper's cart); the
  // header's count shows at once rather than on the first interaction.
  useLayoutEffect(() => {
    seedCart(props.cart);
    requestIslandHydration();
  }, [props.cart]);

  // Until seeded, exactly what the server rendered; a cleared store (logged out) is empty.
  const cart = seeded ? (live ?? EMPTY_CART) : props.cart;
  const selection = seeded ? liveSelection : firstSelection;

  const failed = (error: unknown) => toastProblem(t, lng, error);

  async function confirmRemoval() {
    const what = confirming;
    setConfirming(null);
    if (!what) return;
    setBusy(true);
    try {
      if (what.kind === 'item') await removeItem(what.item.id);
      else await removeAll();
      pushToast({ kind: 'success', message: t(what.kind === 'item' ? 'cart:removed' : 'cart:cleared') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      title={t(confirming?.kind === 'all' ? 'cart:confirm-clear.title' : 'cart:confirm-remove.title')}
      message={
        confirming?.kind === 'item'
          ? t('cart:confirm-remove.message', { name: confirming.item.name })
          : t('cart:confirm-clear.message', { number: formatNumber(cartItemsOf(cart).length, {}, display.locale) })
      }
      confirmLabel={t(confirming?.kind === 'all' ? 'cart:confirm-clear.confirm' : 'cart:confirm-remove.confirm')}
      cancelLabel={t('cart:cancel')}
      onConfirm={() => void confirmRemoval()}
      onClose={() => setConfirming(null)}
    />
  );

  if (isEmptyCart(cart)) return <EmptyCart t={t} />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-busy={busy}>
      <div className="min-w-0 space-y-4">
        <div className={`${ui.card} flex flex-wrap items-center justify-between gap-3 py-3 sm:py-3`}>
          <SelectCheckbox
            state={cartSelectionState(selection, cart)}
            label={t('cart:select-all')}
            showLabel
            onChange={(selected) => changeSelection((s, c) => selectAll(s, c, selected))}
          />
          <button type="button" className={ui.secondaryButton} disabled={busy} onClick={() => setConfirming({ kind: 'all' })}>
            {t('cart:clear')}
          </button>
        </div>
        {cart.shops.map((shop) => (
          <ShopGroup
            key={shop.shopId}
            shop={shop}
            selection={selection}
            display={display}
            t={t}
            onSelectShop={(selected) => changeSelection((s) => selectShop(s, shop, selected))}
            onSelectItem={(id, selected) => changeSelection((s, c) => selectItem(s, c, id, selected))}
            onRemove={(item) => setConfirming({ kind: 'item', item })}
          />
        ))}
      </div>
      <CartSummary cart={cart} selection={selection} warehouses={props.warehouses} display={display} t={t} onFailure={failed} />
      {dialog}
    </div>
  );
}
