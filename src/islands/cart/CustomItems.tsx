import { useState } from 'react';
import type { CustomCartItem } from '../../../contract/orders';
import { removeCustomItem } from '../../lib/cart/custom-items';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { checkoutHref } from '../../lib/purchase/checkout';
import { toastProblem } from '../ui/toast-problem';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  items: CustomCartItem[];
  display: PriceDisplay;
}

/** The cart's items added by hand: each with its stated price, removable, and checked out together as custom lines. */
export default function CustomItems(props: Props) {
  const t = useTranslator(props);
  const { display, lng } = props;
  const [items, setItems] = useState(props.items);
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(id: number) {
    setBusy(id);
    try {
      await removeCustomItem(id);
      setItems((list) => list.filter((item) => item.id !== id));
    } catch (error) {
      toastProblem(t, lng, error);
    } finally {
      setBusy(null);
    }
  }

  if (items.length === 0) return null;
  return (
    <section className={ui.card} aria-labelledby="custom-items-title">
      <h2 id="custom-items-title" className={ui.sectionTitle}>{t('cart:custom.list-title')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('cart:custom.list-intro')}</p>
      <ul className="mt-3 divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <a href={item.link} target="_blank" rel="noopener noreferrer" className="font-medium text-gray-900 hover:underline">{item.title}</a>
              {item.specification && <p className="text-gray-600">{item.specification}</p>}
              <p className="text-gray-800">{t('cart:custom.line', { quantity: item.quantity, price: formatPrice(item.unitPrice, { ...display, showCny: true }) })}</p>
            </div>
            <button type="button" className={ui.linkButton} aria-label={t('cart:custom.remove-label', { title: item.title })} disabled={busy === item.id} onClick={() => void remove(item.id)}>
              {t('cart:custom.remove')}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-end">
        <a className={ui.primaryButton} href={checkoutHref({ kind: 'custom', customItemIds: items.map((item) => item.id) })}>{t('cart:custom.checkout')}</a>
      </p>
    </section>
  );
}
