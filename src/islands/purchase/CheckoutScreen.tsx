import { navigate } from 'astro:transitions/client';
import { useId, useRef, useState } from 'react';
import type { PurchaseOrder } from '../../../contract/orders';
import type { TenantWarehouse } from '../../../contract/reference';
import type { UserAccount } from '../../../contract/user-account';
import { newIdempotencyKey } from '../../lib/payment/payment-actions';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { checkoutHref, lineKey, orderRequestOf, type CheckoutDraft, type Remarks } from '../../lib/purchase/checkout';
import { payOrder, placeOrder } from '../../lib/purchase/order-actions';
import { orderHref } from '../../lib/purchase/order-list';
import { pushToast } from '../../lib/toasts/toasts';
import { REMARK_MAX_LENGTH } from '../../../contract/orders';
import { serviceFeePercent } from '../../../contract/purchase-fees';
import { inputClass } from '../forms/fields';
import { PayDialog } from '../payment/PayDialog';
import { LineOptions } from '../ui/LineOptions';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  draft: CheckoutDraft;
  warehouses: TenantWarehouse[];
  account: UserAccount;
  display: PriceDisplay;
  /** The tenant's service fee rate (Tenant.fees). */
  serviceFeeBasisPoints: number;
}

/**
 * `/checkout`: the lines by shop with a remark each, every fee, the China warehouse, the
 * totals and the balance; then the order, and paying it from the balance (or later, from
 * pending payments).
 */
export default function CheckoutScreen(props: Props) {
  const t = useTranslator(props);
  const { draft, warehouses, account, display, lng } = props;
  const ids = { warehouse: useId(), summary: useId() };
  const [remarks, setRemarks] = useState<Remarks>({});
  const [order, setOrder] = useState<PurchaseOrder | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per confirmation: a second click or a retry answers the same order.
  const key = useRef(newIdempotencyKey());
  const both = { ...display, showCny: true };
  const warehouse = warehouses.find((w) => w.id === draft.warehouseId);

  async function submit() {
    if (busy || order) return;
    setBusy(true);
    try {
      setOrder(await placeOrder(orderRequestOf(draft, remarks), key.current));
    } catch (error) {
      toastProblem(t, lng, error);
    } finally {
      setBusy(false);
    }
  }

  const row = 'flex justify-between gap-4';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <section className={ui.card} aria-labelledby={`${ids.warehouse}-title`}>
          <h2 id={`${ids.warehouse}-title`} className={ui.sectionTitle}>{t('purchase:checkout.warehouse-title')}</h2>
          <label htmlFor={ids.warehouse} className="mt-3 mb-1 block text-sm font-medium text-gray-800">{t('purchase:checkout.warehouse')}</label>
          <select
            id={ids.warehouse}
            value={draft.warehouseId}
            disabled={order !== null}
            onChange={(event) => void navigate(checkoutHref(draft.source, Number(event.target.value)))}
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            {warehouses.map((w) => <option key={w.id} value={w.id}>{`${w.name} (${w.city})`}</option>)}
          </select>
          {warehouse && <p className="mt-2 text-sm text-gray-700">{`${warehouse.province} ${warehouse.city} ${warehouse.address}`}</p>}
        </section>

        {draft.shops.map((shop) => (
          <section key={shop.shopId} className={ui.card} aria-label={t('purchase:checkout.shop', { shop: shop.shopName })}>
            <h2 className="text-base font-semibold text-gray-900"><bdi data-shop-name>{shop.shopName}</bdi></h2>
            <ul className="mt-3 divide-y divide-gray-100">
              {shop.lines.map((line) => {
                const id = `remark-${lineKey(line)}`;
                return (
                  <li key={lineKey(line)} className="flex gap-3 py-3">
                    {line.image ? <img src={line.image} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-md object-cover" /> : <span className="h-18 w-18 shrink-0 rounded-md bg-gray-100" />}
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="font-medium text-gray-900">{line.title}</p>
                      {line.specification && <p className="text-sm text-gray-600">{line.specification}</p>}
                      <LineOptions title={line.title} originalTitle={line.originalTitle} options={line.options} showOriginal={t('product:page.show-original')} />
                      <p className="text-sm text-gray-800">
                        {t('purchase:checkout.line-price', { quantity: line.quantity, price: formatPrice(line.unitPrice, display) })}
                        <span className="ms-2 font-semibold">{formatPrice(line.subtotal, display)}</span>
                      </p>
                      <label htmlFor={id} className="block text-sm text-gray-700">{t('purchase:checkout.remark')}</label>
                      <input
                        id={id}
                        className={inputClass}
                        maxLength={REMARK_MAX_LENGTH}
                        disabled={order !== null}
                        value={remarks[lineKey(line)] ?? line.remark}
                        onChange={(event) => setRemarks((r) => ({ ...r, [lineKey(line)]: event.target.value }))}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <dl className="mt-2 space-y-1 border-t border-gray-200 pt-2 text-sm">
              <div className={row}><dt className="text-gray-700">{t('purchase:fees.goods')}</dt><dd>{formatPrice(shop.goods, display)}</dd></div>
              {shop.domesticShipping !== null && (
                <div className={row}><dt className="text-gray-700">{t('purchase:fees.domestic-shipping')}</dt><dd>{formatPrice(shop.domesticShipping, display)}</dd></div>
              )}
            </dl>
          </section>
        ))}
      </div>

      <aside aria-labelledby={ids.summary} className={`${ui.card} space-y-4 lg:sticky lg:top-4`}>
        <h2 id={ids.summary} className={ui.sectionTitle}>{t('purchase:checkout.summary')}</h2>
        <dl className="space-y-1 text-sm">
          <div className={row}><dt className="text-gray-700">{t('purchase:fees.goods')}</dt><dd>{formatPrice(draft.goodsTotal, both)}</dd></div>
          <div className={row}><dt className="text-gray-700">{t('purchase:fees.domestic-shipping')}</dt><dd>{formatPrice(draft.domesticShipping, both)}</dd></div>
          <div className={row}><dt className="text-gray-700">{t('purchase:fees.service-fee')}</dt><dd>{formatPrice(draft.serviceFee, both)}</dd></div>
          <div className={`${row} border-t border-gray-200 pt-2 text-base font-semibold text-gray-900`}><dt>{t('purchase:fees.total')}</dt><dd>{formatPrice(draft.total, both)}</dd></div>
        </dl>
        <p className="text-sm text-gray-600" data-shipping-later>{t('purchase:checkout.shipping-later', { percent: serviceFeePercent(props.serviceFeeBasisPoints) })}</p>
        <dl className="space-y-1 border-t border-gray-200 pt-3 text-sm">
          <div className={row}><dt className="text-gray-700">{t('payment:pay.available')}</dt><dd>{formatPrice(account.available, both)}</dd></div>
        </dl>
        {account.available < draft.total && (
          <p className="text-sm text-amber-900">{t('payment:pay.short')} <a href="/my/balance" className="font-medium underline">{t('payment:pay.deposit-link')}</a></p>
        )}
        <button type="button" className={`${ui.primaryButton} w-full py-3 text-base`} aria-disabled={busy || order !== null || undefined} onClick={() => void submit()}>
          {busy ? t('purchase:checkout.placing') : t('purchase:checkout.place')}
        </button>
        <p className="text-sm text-gray-600">{t('purchase:checkout.place-hint')}</p>
      </aside>

      {order && (
        <PayDialog
          open
          amount={order.total}
          available={account.available}
          payPasswordSet={account.payPasswordSet}
          display={both}
          t={t}
          lng={lng}
          pay={(password) => payOrder(order.id, password)}
          external={{ paymentNo: order.paymentNo, returnPath: orderHref(order.id) }}
          onPaid={() => {
            pushToast({ kind: 'success', message: t('payment:pay.paid') });
            void navigate(orderHref(order.id));
          }}
          onClose={() => void navigate(orderHref(order.id))}
        />
      )}
    </div>
  );
}
