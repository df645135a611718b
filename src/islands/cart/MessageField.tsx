import { useId } from 'react';
import type { CartItem } from '../../../contract/cart';
import { editItem } from '../../lib/cart/cart-store';
import type { TFunction } from '../../lib/i18n/translator';
import { BUYER_MESSAGE_LIMIT } from '../../lib/product/purchase-actions';
import { textLength, truncateText } from '../../lib/text/text-length';
import { useDraft } from './use-draft';

/** The message to the seller, limited by the text length (docs/product.md, "Forms and validation"); saved (debounced) as it is typed. */
export function MessageField({ item, t }: { item: CartItem; t: TFunction }) {
  const id = useId();
  const [draft, control] = useDraft<HTMLTextAreaElement>(item.message, (text) => {
    save(text);
  });
  function save(text: string) {
    const message = truncateText(text, BUYER_MESSAGE_LIMIT);
    draft.setDraft(message);
    editItem(item.id, 'message', message);
  }

  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-gray-700">{t('cart:item.message')}</label>
        <span id={`${id}-count`} className="text-xs text-gray-600">
          {t('cart:item.message-count', { used: textLength(draft.text), limit: BUYER_MESSAGE_LIMIT })}
        </span>
      </div>
      <textarea
        ref={control}
        id={id}
        rows={1}
        value={draft.text}
        aria-describedby={`${id}-count`}
        placeholder={t('cart:item.message-placeholder')}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
        onChange={(event) => save(event.target.value)}
        className="w-full resize-y rounded-lg border border-gray-300 px-3 py-1.5 text-sm"
      />
    </div>
  );
}
