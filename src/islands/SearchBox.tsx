import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Icon } from './Icon';
import { useTranslator, type TranslatedProps } from './use-translator';

interface Props extends TranslatedProps {
  /** Start collapsed (the page option `searchInputCollapsed`); it re-collapses on every page change. */
  collapsed: boolean;
}

const SEARCH_PATH = '/product-search';

/**
 * The header search: a plain GET form to the results page, so it works before hydration
 * and without JavaScript. Collapsed, it is a narrow box that widens while focused (CSS);
 * once hydrated it stays wide until the next page.
 */
export default function SearchBox(props: Props) {
  const t = useTranslator(props);
  const [expanded, setExpanded] = useState(!props.collapsed);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    // The click that woke this island may have landed before it hydrated: the focus it left counts.
    setExpanded(!props.collapsed || document.activeElement === input.current);
    const collapse = () => setExpanded(!props.collapsed);
    document.addEventListener('astro:after-swap', collapse);
    return () => document.removeEventListener('astro:after-swap', collapse);
  }, [props.collapsed]);

  const expand = () => {
    setExpanded(true);
    input.current?.focus();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!input.current?.value.trim()) event.preventDefault();
  };

  return (
    <form
      action={SEARCH_PATH}
      method="get"
      role="search"
      onSubmit={submit}
      onClick={expanded ? undefined : expand}
      data-expanded={expanded}
      className="flex h-10 w-full items-center rounded-full border border-gray-300 bg-white ps-3 transition-[width] focus-within:border-primary-ink motion-reduce:transition-none md:w-44 md:focus-within:w-80 md:data-[expanded=true]:w-80 xl:focus-within:w-96 xl:data-[expanded=true]:w-96"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        name="keyword"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        onFocus={() => setExpanded(true)}
        className="min-w-0 flex-1 bg-transparent text-sm text-gray-900 placeholder:text-gray-600 focus:outline-none"
      />
      {/* The image-search panel comes later; the button marks its place. */}
      <button type="button" className="grid size-9 shrink-0 place-items-center rounded-full text-gray-700 hover:text-primary-ink" aria-label={t('search.image-search')} title={t('search.image-search')}>
        <Icon name="camera" />
      </button>
      <button type="submit" className="me-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-primary-ink text-white hover:opacity-90" aria-label={t('search.submit')} title={t('search.submit')}>
        <Icon name="search" />
      </button>
    </form>
  );
}
