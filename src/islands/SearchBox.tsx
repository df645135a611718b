import { navigate } from 'astro:transitions/client';
import { Suspense, lazy, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { Channel } from '../../contract/product';
import { CHANNEL_KEYS } from '../lib/i18n/value-labels';
import { searchIntent } from '../lib/search/search-intent';
import { SEARCH_PATH } from '../lib/search/search-page';
import { shortLinkProductHref } from '../lib/search/short-link-actions';
import { Icon } from './Icon';
import { WrongLinkDialog } from './search/WrongLinkDialog';
import { useTranslator, type TranslatedProps } from './use-translator';

// The panel (and react-dropzone) load only when a shopper opens it.
const ImageSearchPanel = lazy(() => import('./search/ImageSearchPanel'));

/** The `common` sections this island translates (the header passes only these). */
export const SEARCH_BOX_SECTIONS = ['common:search', 'common:image-search', 'common:wrong-link-modal-title', 'common:wrong-link-modal-message', 'common:wrong-link-modal-confirm'];

interface Props extends TranslatedProps {
  /** Start collapsed, the marketplace choices folded until the box is used (the page option `searchInputCollapsed`); it re-collapses on every page change. */
  collapsed: boolean;
  /** The marketplace channels the tenant offers, default first. */
  channels: Channel[];
}

/** On a results page, what it shows (so the box and tabs can be refined from there); else nothing. */
function searchInPage(channels: Channel[]): { keyword: string; channel: Channel | undefined } {
  if (location.pathname !== SEARCH_PATH) return { keyword: '', channel: channels[0] };
  const params = new URLSearchParams(location.search);
  return { keyword: params.get('keyword') ?? '', channel: channels.find((c) => c === params.get('channel')) ?? channels[0] };
}

/**
 * The header search (docs/product.md, "Search and products"): a plain GET form to the results page, so it
 * works before hydration and without JavaScript (the results page itself sends a pasted
 * link on to its product). Hydrated, a product link goes straight to the product page, an
 * app's short link once the provider followed it, a link that is no product opens the
 * wrong-link modal, and empty text does nothing.
 * Collapsed, it is a narrow box that widens while focused (CSS); once hydrated it stays
 * wide until the next page.
 */
export default function SearchBox(props: Props) {
  const t = useTranslator(props);
  const { channels } = props;
  const [expanded, setExpanded] = useState(!props.collapsed);
  const [channel, setChannel] = useState(channels[0]);
  const [wrongLink, setWrongLink] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [following, setFollowing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const panelId = useId();

  useEffect(() => {
    // The click that woke this island may have landed before it hydrated: the focus it left counts.
    setExpanded(!props.collapsed || document.activeElement === input.current);
    const showPageSearch = () => {
      const shown = searchInPage(channels);
      if (input.current && document.activeElement !== input.current) input.current.value = shown.keyword;
      setChannel(shown.channel);
    };
    const onPageChange = () => {
      setExpanded(!props.collapsed);
      setPanelOpen(false);
      showPageSearch();
    };
    showPageSearch();
    document.addEventListener('astro:after-swap', onPageChange);
    return () => document.removeEventListener('astro:after-swap', onPageChange);
  }, [props.collapsed, channels]);

  const expand = () => {
    setExpanded(true);
    input.current?.focus();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    const intent = searchIntent(input.current?.value ?? '');
    // A keyword search goes on as the form's own GET.
    if (intent.kind === 'keyword') return;
    event.preventDefault();
    if (intent.kind === 'product') void navigate(intent.href);
    if (intent.kind === 'wrong-link') setWrongLink(true);
    if (intent.kind === 'short-link') void openShortLink(intent.link, event.currentTarget);
  };

  async function openShortLink(link: string, form: HTMLFormElement) {
    setFollowing(true);
    try {
      const href = await shortLinkProductHref(link);
      if (href) void navigate(href);
      else setWrongLink(true);
    } catch {
      // The marketplace did not answer here: the results page follows the link again and says so.
      form.submit();
    } finally {
      setFollowing(false);
    }
  }

  const closePanel = () => {
    setPanelOpen(false);
    camera.current?.focus();
  };

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a click on the narrow box's edge focuses its input; keyboard focus reaches the input itself, and :focus-within widens the box */}
      <form
        action={SEARCH_PATH}
        method="get"
        role="search"
        onSubmit={submit}
        onClick={expanded ? undefined : expand}
        data-expanded={expanded}
        aria-busy={following}
        className="group relative flex w-full flex-col gap-1.5"
      >
        <div className="flex h-10 w-full items-center rounded-full border border-gray-300 bg-white ps-3 group-focus-within:border-primary-ink">
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
          <button
            ref={camera}
            type="button"
            onClick={() => (panelOpen ? closePanel() : setPanelOpen(true))}
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            className="grid size-9 shrink-0 place-items-center rounded-full text-gray-700 hover:text-primary-ink"
            aria-label={t('search.image-search')}
            title={t('search.image-search')}
          >
            <Icon name="camera" />
          </button>
          <button type="submit" className="me-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-primary-ink text-white hover:opacity-90" aria-label={t('search.submit')} title={t('search.submit')}>
            <Icon name="search" />
          </button>
        </div>
        {channels.length > 1 ? (
          <fieldset className="hidden gap-1 ps-3 group-focus-within:flex group-data-[expanded=true]:flex">
            <legend className="sr-only">{t('search.channel-label')}</legend>
            {channels.map((c) => (
              <label key={c} className="cursor-pointer">
                <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} className="peer sr-only" />
                <span className="block rounded-full px-2.5 py-0.5 text-xs font-medium text-gray-700 peer-checked:bg-primary-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-ink hover:text-primary-ink peer-checked:hover:text-white">
                  {t(CHANNEL_KEYS[c])}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          channels[0] && <input type="hidden" name="channel" value={channels[0]} />
        )}
        {panelOpen && (
          <Suspense fallback={null}>
            <ImageSearchPanel id={panelId} t={t} onClose={closePanel} opener={camera} />
          </Suspense>
        )}
      </form>
      {wrongLink && (
        <WrongLinkDialog
          title={t('wrong-link-modal-title')}
          message={t('wrong-link-modal-message')}
          confirm={t('wrong-link-modal-confirm')}
          onClose={() => {
            setWrongLink(false);
            input.current?.focus();
          }}
        />
      )}
    </>
  );
}
