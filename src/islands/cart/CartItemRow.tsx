import type { CartItem } from '../../../contract/cart';
import type { TFunction } from '../../lib/i18n/translator';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { productPageHref } from '../../lib/product/product-url-param';
import { Icon } from '../Icon';
import { LineOptions } from '../ui/LineOptions';
import { MessageField } from './MessageField';
import { QuantityStepper } from './QuantityStepper';
import { SelectCheckbox } from './SelectCheckbox';

interface Props {
  item: CartItem;
  selected: boolean;
  display: PriceDisplay;
  t: TFunction;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}

/** One line of the cart: what it is, its price, quantity and message, and its delete button. */
export function CartItemRow({ item, selected, display, t, onSelect, onRemove }: Props) {
  return (
    <li className={`grid grid-cols-[auto_4.5rem_minmax(0,1fr)] gap-3 py-4 sm:grid-cols-[auto_6rem_minmax(0,1fr)] ${item.available ? '' : 'bg-gray-50'}`}>
      <div className="pt-1">
        <SelectCheckbox state={selected ? 'all' : 'none'} disabled={!item.available} label={t('cart:item.select', { name: item.name })} onChange={onSelect} />
      </div>
      <img src={item.image} alt="" loading="lazy" width={96} height={96} className={`aspect-square w-full rounded-lg border border-gray-200 object-cover ${item.available ? '' : 'opacity-50 grayscale'}`} />
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <a href={productPageHref(item.productUrl)} className="line-clamp-2 font-medium text-gray-900 hover:text-primary-ink hover:underline">{item.name}</a>
            <div className="mt-1"><LineOptions title={item.name} originalTitle={item.originalName} options={item.skuProperties} showOriginal={t('product:page.show-original')} /></div>
            {!item.available && (
              <p className="mt-1 text-sm font-medium text-red-700">
                {t('cart:item.unavailable')} <span className="font-normal text-gray-700">{t('cart:item.unavailable-note')}</span>
              </p>
            )}
          </div>
          <div className="ms-auto text-end">
            <p className="text-sm text-gray-600">{t('cart:item.unit-price')}</p>
            <p className="font-semibold text-gray-900">{formatPrice(item.unitPrice, display)}</p>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
          <QuantityStepper item={item} locale={display.locale} t={t} />
          <MessageField item={item} t={t} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-700">
            {t('cart:item.subtotal')} <span className="font-semibold text-gray-900">{formatPrice(item.unitPrice * item.quantity, display)}</span>
          </p>
          <button type="button" onClick={onRemove} className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50">
            <Icon name="close" className="size-4" />
            <span>{t('cart:item.remove')}</span>
            <span className="sr-only"> {item.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
