import { useId, useState } from 'react';
import type { CartItem } from '../../../contract/cart';
import { editItem } from '../../lib/cart/cart-store';
import { settledQuantity, typedQuantity } from '../../lib/cart/quantity';
import { formatNumber } from '../../lib/money/format';
import type { TFunction } from '../../lib/i18n/translator';
import { useDraft } from './use-draft';

/** − / input / + for a whole quantity from 1 to the stock; each valid change is an (debounced) edit. */
export function QuantityStepper({ item, locale, t }: { item: CartItem; locale: string; t: TFunction }) {
  const id = useId();
  const { quantity, stock, available } = item;
  /** The stock a typed quantity was cut to: said, never done silently. */
  const [cutTo, setCutTo] = useState<number | null>(null);
  const change = (next: number) => {
    if (next !== quantity) editItem(item.id, 'quantity', next);
  };
  const typed = (text: string) => {
    const next = typedQuantity(text, stock);
    if (next !== null) change(next);
  };
  const [draft, control] = useDraft<HTMLInputElement>(String(quantity), (text, stillTyping) => (stillTyping ? typed(text) : change(settledQuantity(text, quantity, stock))));
  const step = 'w-10 text-lg text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">{t('cart:item.quantity')}</label>
      <div className="flex flex-col items-start gap-1">
        <div className="flex h-9 items-stretch overflow-hidden rounded-lg border border-gray-300 bg-white">
          <button type="button" className={step} disabled={!available || quantity <= 1} onClick={() => change(quantity - 1)} aria-label={t('cart:item.decrease', { name: item.name })}>−</button>
          <input
            ref={control}
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(stock, 1)}
            step={1}
            value={draft.text}
            disabled={!available}
            onFocus={draft.onFocus}
            onChange={(event) => {
              draft.setDraft(event.target.value);
              typed(event.target.value);
            }}
            onBlur={() => {
              setCutTo(Number(draft.text) > stock ? stock : null);
              change(settledQuantity(draft.text, quantity, stock));
              draft.onBlur();
            }}
            className="w-16 border-x border-gray-300 text-center [appearance:textfield] disabled:bg-gray-50 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button type="button" className={step} disabled={!available || quantity >= stock} onClick={() => change(quantity + 1)} aria-label={t('cart:item.increase', { name: item.name })}>+</button>
        </div>
        {available && <span className="text-xs text-gray-600">{t('cart:item.stock', { number: formatNumber(stock, {}, locale) })}</span>}
        {cutTo !== null && <span role="alert" className="text-xs font-medium text-amber-800">{t('cart:item.cut-to-stock', { number: formatNumber(cutTo, {}, locale) })}</span>}
      </div>
    </div>
  );
}
