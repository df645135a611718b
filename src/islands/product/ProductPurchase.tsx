import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import type { FreightEstimate, Product } from '../../../contract/product';
import { problemOf } from '../../lib/api/http';
import { formatNumber } from '../../lib/money/format';
import { freightRequestFor, type FreightRequest } from '../../lib/product/landed-cost';
import { rememberPendingAdd } from '../../lib/product/pending-add';
import { formatPrice, formatPriceRange, type PriceDisplay } from '../../lib/money/price-display';
import { priceBounds, sortTiers, tierFor, unitPriceFor } from '../../lib/product/price-tiers';
import {
  BUYER_MESSAGE_LIMIT, addLineToCart, addedToCartToast, buyLineNow, loginAndReturn, type PurchaseLine,
} from '../../lib/product/purchase-actions';
import { clampQuantity, initialSelection, missingProperties, selectedSku, stockFor, type Selection } from '../../lib/product/sku-selection';
import { $loggedIn } from '../../lib/session/login-state';
import { textLength, truncateText } from '../../lib/text/text-length';
import { pushToast } from '../../lib/toasts/toasts';
import { toastFailure } from '../ui/toast-problem';
import { useAction } from '../use-action';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { LandedCostPanel } from './LandedCostPanel';
import { SkuPicker } from './SkuPicker';
import { TierTable } from './TierTable';

/** The parts of a product the purchase controls need (the description and gallery stay on the server). */
export type PurchasableProduct = Pick<
  Product, 'productUrl' | 'price' | 'properties' | 'skus' | 'priceMode' | 'priceRange' | 'minOrderQuantity' | 'weightGrams'
>;

interface Props extends TranslatedProps {
  product: PurchasableProduct;
  display: PriceDisplay;
  /** The tenant's service fee rate (Tenant.fees). */
  serviceFeeBasisPoints: number;
  /** The page's `filters` parameter: SKU values to start with (`name:value;…`). */
  filters: string | null;
  /** The server's view (`Astro.locals.loggedIn`) until the client has read the cookie. */
  loggedIn: boolean;
  /** Where international shipping is estimated to, and the server's estimate for the first quantity. */
  freight: { request: FreightRequest; estimate: FreightEstimate | null };
}

type Action = 'cart' | 'buy';

/**
 * Price, SKU choice, quantity, message to the seller, add to cart and buy now. Rendered on
 * the server with the page's first state; hydrated on the shopper's first interaction.
 */
export default function ProductPurchase(props: Props) {
  const t = useTranslator(props);
  const { product, display } = props;
  const loggedIn = useStore($loggedIn, { ssr: () => props.loggedIn });
  const tiers = useMemo(() => sortTiers(product.priceRange), [product.priceRange]);
  const minQuantity = Math.max(1, product.minOrderQuantity);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, props.filters));
  const [quantityText, setQuantityText] = useState(String(minQuantity));
  const [message, setMessage] = useState('');
  const { run, busy, running } = useAction<Action>((error) => toastFailure(
    error,
    () => t('product:purchase.failed', { detail: problemOf(error)?.detail ?? t('error.generic') }),
  ));
  const [showMissing, setShowMissing] = useState(false);
  /** The stock a typed quantity was cut to, said out loud rather than done silently. */
  const [cutToStock, setCutToStock] = useState<number | null>(null);
  const ids = { quantity: useId(), message: useId(), count: useId(), stockNote: useId(), choose: useId() };

  const sku = selectedSku(product, selection);
  const stock = sku ? sku.stock : stockFor(product, selection);
  const quantity = clampQuantity(Number(quantityText), { min: minQuantity, stock });
  const missing = missingProperties(product, selection);
  const wholesale = product.priceMode === 'SPU_PRICE_RANGE' && tiers.length > 0;
  const unitPrice = sku ? unitPriceFor(product, sku, quantity) : null;
  const bounds = priceBounds(product);
  const canBuy = stock > 0 && stock >= minQuantity;
  const country = props.freight.request.country;
  const freightRequest = freightRequestFor(product.weightGrams, quantity, country);
  const goodsFen = (unitPrice ?? bounds.min) * quantity;

  const choose = (name: string, value: string) => {
    setSelection((current) => ({ ...current, [name]: value }));
    setShowMissing(false);
  };

  const setQuantity = (next: number) => {
    const settled = clampQuantity(next, { min: minQuantity, stock });
    setCutToStock(Number.isFinite(next) && Math.trunc(next) > stock ? settled : null);
    setQuantityText(String(settled));
  };

  function purchase(action: Action) {
    if (!sku) {
      setShowMissing(true);
      // On a phone the buy bar is far from the options: bring them into view.
      document.getElementById(ids.choose)?.scrollIntoView({ block: 'center' });
      return;
    }
    const line: PurchaseLine = { productUrl: product.productUrl, productSkuId: sku.skuId, quantity, message };
    if (!loggedIn) {
      // The add is completed when the login brings the shopper back (complete-pending-add.ts).
      if (action === 'cart') rememberPendingAdd(line);
      loginAndReturn();
      return;
    }
    void run(async () => {
      if (action === 'cart') {
        await addLineToCart(line);
        pushToast(addedToCartToast());
      } else {
        await buyLineNow(line);
      }
    }, action);
  }

  // On a phone the two buttons share the bar's width: a long name ("Thêm vào giỏ hàng") may take
  // two lines, inside the button, never outside its border.
  const button = 'inline-flex min-h-12 min-w-0 flex-1 items-center justify-center rounded-lg px-2 py-1 text-center text-sm leading-tight font-semibold break-words md:px-6 md:text-base disabled:cursor-not-allowed disabled:opacity-60';

  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-gray-50 p-4">
        <p className="text-sm text-gray-600">{t('product:purchase.price')}</p>
        <p className="text-2xl font-bold text-primary-ink" aria-live="polite">
          {unitPrice !== null ? formatPrice(unitPrice, display) : formatPriceRange(bounds.min, bounds.max, display)}
        </p>
        {unitPrice !== null && quantity > 1 && (
          <p className="mt-1 text-sm text-gray-700">{t('product:purchase.total', { price: formatPrice(unitPrice * quantity, display) })}</p>
        )}
      </div>

      {wholesale && <TierTable tiers={tiers} current={tierFor(tiers, quantity)} display={display} t={t} />}

      <div id={ids.choose}>
        <SkuPicker properties={product.properties} product={product} selection={selection} onChoose={choose} />
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={ids.quantity} className="mb-2 block text-sm font-medium text-gray-800">{t('product:purchase.quantity')}</label>
          <div className="flex h-10 items-stretch overflow-hidden rounded-lg border border-gray-300 bg-white">
            <button type="button" onClick={() => setQuantity(quantity - 1)} disabled={!canBuy || quantity <= minQuantity} aria-label={t('product:purchase.decrease')} className="w-10 text-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40">−</button>
            <input
              id={ids.quantity}
              type="number"
              inputMode="numeric"
              min={minQuantity}
              max={Math.max(stock, minQuantity)}
              step={1}
              value={quantityText}
              disabled={!canBuy}
              aria-describedby={cutToStock !== null ? ids.stockNote : undefined}
              onChange={(event) => setQuantityText(event.target.value)}
              onBlur={() => setQuantity(Number(quantityText))}
              className="w-20 border-x border-gray-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button type="button" onClick={() => setQuantity(quantity + 1)} disabled={!canBuy || quantity >= stock} aria-label={t('product:purchase.increase')} className="w-10 text-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40">+</button>
          </div>
        </div>
        <p className="pb-2 text-sm text-gray-600">
          {canBuy ? t('product:purchase.stock', { number: formatNumber(stock, {}, display.locale) }) : <span className="font-medium text-red-700">{t('product:purchase.sold-out')}</span>}
          {minQuantity > 1 && <span className="block">{t('product:purchase.min-order', { count: minQuantity, number: formatNumber(minQuantity, {}, display.locale) })}</span>}
        </p>
        {cutToStock !== null && (
          <p id={ids.stockNote} role="alert" className="basis-full text-sm font-medium text-amber-800">
            {t('product:purchase.cut-to-stock', { number: formatNumber(cutToStock, {}, display.locale) })}
          </p>
        )}
      </div>

      <LandedCostPanel goodsFen={goodsFen} request={freightRequest} initial={props.freight} display={display} serviceFeeBasisPoints={props.serviceFeeBasisPoints} lng={props.lng} t={t} />

      <div>
        <div className="mb-2 flex items-baseline justify-between gap-2">
          <label htmlFor={ids.message} className="text-sm font-medium text-gray-800">{t('product:purchase.message')}</label>
          <span id={ids.count} className="text-xs text-gray-600">
            {t('product:purchase.message-count', { used: textLength(message), limit: BUYER_MESSAGE_LIMIT })}
          </span>
        </div>
        <textarea
          id={ids.message}
          rows={2}
          value={message}
          aria-describedby={ids.count}
          placeholder={t('product:purchase.message-placeholder')}
          onChange={(event) => setMessage(truncateText(event.target.value, BUYER_MESSAGE_LIMIT))}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
      </div>

      {showMissing && missing.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">{t('product:purchase.choose', { names: missing.map((name) => product.properties.find((property) => property.name === name)?.label ?? name).join(', ') })}</p>
      )}
      {/* On a phone the buttons stay at hand in a bar fixed to the bottom, the price on its own line
          above them, so the longest price range of any currency (with CNY beside it) fits at 320 px. */}
      <div className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-gray-200 bg-white p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none" data-buy-bar>
        <p className="w-full text-sm leading-snug font-bold text-primary-ink md:hidden" data-buy-bar-price>
          {unitPrice !== null ? formatPrice(unitPrice * quantity, display) : formatPriceRange(bounds.min, bounds.max, display)}
        </p>
        <button type="button" onClick={() => purchase('cart')} disabled={!canBuy || busy} aria-busy={running === 'cart'}
          className={`${button} border-2 border-primary-ink bg-white text-primary-ink hover:bg-primary/10`}>
          {t('product:purchase.add-to-cart')}
        </button>
        <button type="button" onClick={() => purchase('buy')} disabled={!canBuy || busy} aria-busy={running === 'buy'}
          className={`${button} bg-primary-ink text-white hover:opacity-90`}>
          {t('product:purchase.buy-now')}
        </button>
      </div>
    </div>
  );
}
