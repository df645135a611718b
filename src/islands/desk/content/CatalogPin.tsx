import { useId, useState, type SubmitEvent } from 'react';
import { CATALOG_SEARCH_KEYWORD_MAX } from '../../../../contract/desk-home';
import type { ProductCard } from '../../../../contract/product';
import { pinProduct, searchCatalog } from '../../../lib/desk/home-actions';
import { TextField } from '../../forms/fields';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  sectionId: string;
  sectionTitle: string;
}

/** Finds products in the site's catalog by keyword and pins one into the section (docs/product.md, "Content desk"). */
export default function CatalogPin(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<ProductCard[] | null>(null);
  const action = useDeskAction(t, props.lng);
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (keyword.trim() === '') return;
    void action.run(async () => setFound(await searchCatalog(keyword.trim())));
  };
  const pin = (productId: string) => action.run(async () => {
    await pinProduct(props.sectionId, productId);
    window.location.reload();
  });
  return (
    <div className="space-y-2">
      <form onSubmit={search} role="search" aria-labelledby={`${id}-legend`} className="flex flex-wrap items-end gap-2">
        <span id={`${id}-legend`} className="sr-only">{t('desk-content:home.search-in', { section: props.sectionTitle })}</span>
        <div className="min-w-48 flex-1">
          <TextField name="keyword" type="search" maxLength={CATALOG_SEARCH_KEYWORD_MAX} label={t('desk-content:home.search')} value={keyword} onValueChange={setKeyword} />
        </div>
        <button type="submit" disabled={action.busy} className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold disabled:opacity-60">
          {t('desk-content:home.search-button')}
        </button>
      </form>
      {found && (found.length === 0 ? <p role="status" className="text-sm text-gray-700">{t('desk-content:home.no-results')}</p> : (
        <ul className="divide-y divide-gray-100" aria-label={t('desk-content:home.results')}>
          {found.map((card) => (
            <li key={card.productId} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <img src={card.coverImage} alt="" width="40" height="40" className="size-10 shrink-0 rounded object-cover" />
                <span className="truncate">{card.name}</span>
              </span>
              <button type="button" disabled={action.busy} aria-label={t('desk-content:home.pin-label', { name: card.name, section: props.sectionTitle })}
                onClick={() => void pin(card.productId)} className="rounded-md bg-primary-ink px-3 py-1 font-semibold text-white disabled:opacity-60">
                {t('desk-content:home.pin')}
              </button>
            </li>
          ))}
        </ul>
      ))}
      <ProblemLine problem={action.problem} />
    </div>
  );
}
