import { navigate } from 'astro:transitions/client';
import { useId, useState } from 'react';
import type { Cart } from '../../../contract/cart';
import type { TenantWarehouse } from '../../../contract/reference';
import { checkoutOfSelection, requestQuote } from '../../lib/cart/cart-store';
import { currentQuote, quoteKey, quoteRequestOf } from '../../lib/cart/quote';
import type { Selection } from '../../lib/cart/selection';
import { selectionTotals } from '../../lib/cart/totals';
import type { TFunction } from '../../lib/i18n/translator';
import { formatNumber } from '../../lib/money/format';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { ui } from '../ui/ui';
import { useDebouncedAnswer } from '../use-debounced-answer';

interface Props {
  cart: Cart;
  selection: Selection;
  warehouses: TenantWarehouse[] | null;
  display: PriceDisplay;
  t: TFunction;
  onFailure: (error: unknown) => void;
}

/** The fees are asked for again once the shopper pauses changing the selection or a quantity. */
const REQUOTE_DELAY_MS = 400;

/**
 * The selection's totals (a live region, so a change is announced), the fees of the China
 * warehouse quote, asked for by themselves whenever the selection changes, and checkout of
 * the selection (to the chosen warehouse) on the checkout page.
 */
export function CartSummary({ cart, selection, warehouses, display, t, onFailure }: Props) {
  const ids = { heading: useId(), warehouse: useId(), quote: useId() };
  const [warehouseId, setWarehouseId] = useState<number | null>(warehouses?.[0]?.id ?? null);
  const [leaving, setLeaving] = useState(false);
  const totals = selectionTotals(cart, selection);
  const nothingSelected = totals.lines === 0;
  const warehouseName = warehouses?.find((w) => w.id === warehouseId)?.name ?? '';
  const request = quoteRequestOf(cart, selection, warehouseId);
  const wanted = request && quoteKey(cart, request);
  // A failed quote is the cart's problem toast; the summary then waits for the next change.
  const { answer, loading: quoting } = useDebouncedAnswer(
    wanted,
    () => requestQuote(warehouseId).catch((error: unknown) => {
      onFailure(error);
      return null;
    }),
    REQUOTE_DELAY_MS,
  );
  const shown = currentQuote(answer?.value ?? null, cart, selection, warehouseId);

  async function checkOut() {
    setLeaving(true);
    try {
      const href = await checkoutOfSelection(warehouseId);
      if (href) await navigate(href);
      else setLeaving(false);
    } catch (error) {
      onFailure(error);
      setLeaving(false);
    }
  }

  const row = 'flex justify-between gap-4';
  return (
    <aside aria-labelledby={ids.heading} className={`${ui.card} space-y-5 lg:sticky lg:top-4`}>
      <h2 id={ids.heading} className={ui.sectionTitle}>{t('cart:summary.title')}</h2>

      <div role="status" aria-live="polite" aria-atomic="true" className="space-y-1">
        <p className="text-sm text-gray-700">{t('cart:summary.selected', { lines: formatNumber(totals.lines, {}, display.locale), pieces: formatNumber(totals.pieces, {}, display.locale) })}</p>
        <p className={`${row} items-baseline`}>
          <span className="font-medium text-gray-900">{t('cart:summary.goods')}</span>
          <span className="text-lg font-bold text-primary-ink">{formatPrice(totals.goodsFen, display)}</span>
        </p>
      </div>

      <div className="space-y-3 border-t border-gray-200 pt-4">
        {warehouses === null ? (
          <p className="text-sm text-gray-700">{t('cart:summary.warehouses-unavailable')}</p>
        ) : warehouses.length === 0 ? (
          <p className="text-sm text-gray-700">{t('cart:summary.no-warehouse')}</p>
        ) : (
          <>
            <div>
              <label htmlFor={ids.warehouse} className="mb-1 block text-sm font-medium text-gray-800">{t('cart:summary.warehouse')}</label>
              {/* Its direction from the names it lists: an English name in an Arabic page is cut at its end, not its start. */}
              <select
                id={ids.warehouse}
                dir="auto"
                value={warehouseId ?? ''}
                onChange={(event) => setWarehouseId(Number(event.target.value))}
                className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
              >
                {warehouses.map((w) => (
                  <option key={w.id} value={w.id}>{`${w.name} (${w.city})`}</option>
                ))}
              </select>
            </div>
            <div role="status" aria-live="polite" aria-busy={quoting}>
              {shown ? (
                <section aria-labelledby={ids.quote}>
                  <h3 id={ids.quote} className="mb-2 text-sm font-semibold text-gray-900">{t('cart:summary.quote-title', { warehouse: warehouseName })}</h3>
                  <dl className="space-y-1 text-sm">
                    <div className={row}><dt className="text-gray-700">{t('cart:summary.goods')}</dt><dd>{formatPrice(shown.goodsTotal, display)}</dd></div>
                    <div className={row}><dt className="text-gray-700">{t('cart:summary.domestic-shipping')}</dt><dd>{formatPrice(shown.domesticShipping, display)}</dd></div>
                    <div className={row}><dt className="text-gray-700">{t('cart:summary.service-fee')}</dt><dd>{formatPrice(shown.serviceFee, display)}</dd></div>
                    <div className={`${row} border-t border-gray-200 pt-1 font-semibold text-gray-900`}><dt>{t('cart:summary.total')}</dt><dd>{formatPrice(shown.total, display)}</dd></div>
                  </dl>
                </section>
              ) : (
                wanted !== null && <p className="text-sm text-gray-600">{t('cart:summary.quoting')}</p>
              )}
            </div>
          </>
        )}
      </div>

      <div className="space-y-2 border-t border-gray-200 pt-4">
        {/* Below the lg breakpoint the summary sits under a long list: the total and the button
            stay at hand in a bar fixed to the bottom instead (as on the product page). */}
        <div className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-gray-200 bg-white p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none" data-checkout-bar>
          <p className="min-w-0 flex-1 text-sm leading-snug lg:hidden">
            <span className="block text-gray-700">{t(shown ? 'cart:summary.total' : 'cart:summary.goods')}</span>
            <span className="font-bold text-primary-ink">{formatPrice(shown ? shown.total : totals.goodsFen, display)}</span>
          </p>
          <button type="button" className={`${ui.primaryButton} min-h-12 shrink-0 px-5 py-3 text-base lg:w-full`} disabled={nothingSelected} aria-busy={leaving} onClick={() => void checkOut()}>
            {t('cart:summary.checkout')}
          </button>
        </div>
        <p role="status" className="text-sm text-gray-700">
          {nothingSelected ? t('cart:summary.select-to-checkout') : ''}
        </p>
      </div>
    </aside>
  );
}
