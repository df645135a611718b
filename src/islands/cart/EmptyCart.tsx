import type { TFunction } from '../../lib/i18n/translator';
import { SEARCH_PATH } from '../../lib/search/search-page';
import { ui } from '../ui/ui';

/** No items: say so, and where to find some. */
export function EmptyCart({ t }: { t: TFunction }) {
  return (
    <section className={`${ui.card} mx-auto max-w-xl py-10 text-center`}>
      <h2 className="text-xl font-semibold text-gray-900">{t('cart:empty.title')}</h2>
      <p className="mt-3 text-gray-700">{t('cart:empty.message')}</p>
      <p className="mt-6">
        <a href={SEARCH_PATH} className={ui.primaryButton}>{t('cart:empty.search')}</a>
      </p>
    </section>
  );
}
