import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { ProductTile } from '../../components/product/ProductTile';
import { formatPrice, type PriceDisplay } from '../../lib/money/price-display';
import { productPageHref } from '../../lib/product/product-url-param';
import { $watchHistory, clearWatchHistory } from '../../lib/watch-history/watch-history-store';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  display: PriceDisplay;
  /** The product of the page, which the list leaves out. */
  exceptProductId?: string | undefined;
}

/**
 * Recently viewed products (docs/product.md, "Watch history"). The history lives in this browser's
 * storage, which the server cannot see: the server renders nothing, and the list appears
 * once the island has mounted and read it.
 */
export default function WatchHistory(props: Props) {
  const t = useTranslator(props);
  const headingId = useId();
  const history = useStore($watchHistory, { ssr: 'initial' }).filter((item) => item.productId !== props.exceptProductId);
  if (history.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-gray-900">{t('product:watch-history.title')}</h2>
        <button type="button" onClick={clearWatchHistory} className="rounded text-sm font-medium text-primary-ink underline-offset-2 hover:underline">
          {t('product:watch-history.clear')}
        </button>
      </div>
      <ol className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6">
        {history.map((item) => (
          <li key={item.productId}>
            <ProductTile href={productPageHref(item.productUrl)} image={item.coverImage} name={item.name} price={formatPrice(item.price, props.display)} shopName={item.shopName} />
          </li>
        ))}
      </ol>
    </section>
  );
}
