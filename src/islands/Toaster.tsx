import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { fixedT, namespaceOf, type TFunction } from '../lib/i18n/translator';
import { $toasts, dismissToast, pauseToasts, resumeToasts } from '../lib/toasts/toasts';
import type { Toast, ToastKind } from '../lib/toasts/toast-queue';
import { Icon } from './Icon';
import { useI18n, type TranslatedProps } from './use-translator';

const KIND_ACCENT: Record<ToastKind, string> = {
  info: 'border-s-primary',
  success: 'border-s-green-600',
  warning: 'border-s-amber-500',
  error: 'border-s-red-600',
};

const messageOf = (toast: Toast, t: TFunction) => ('message' in toast ? toast.message : t(toast.messageKey, toast.values ?? {}));
const keysOf = (toast: Toast): string[] => [...('messageKey' in toast ? [toast.messageKey] : []), ...(toast.action ? [toast.action.labelKey] : [])];

/** The `common` texts the page passes: the toaster's own and the errors toasted before any feature island wakes. */
export const TOASTER_TEXTS = ['common:toast', 'common:error.generic', 'common:error.session-expired'];

/**
 * The toasts (docs/product.md, "Toasts"), in the bottom end corner (bottom-left in right-to-left
 * pages), away from the header's cart link and account menu; on a phone above the product
 * page's buy bar. The live
 * region is in the server HTML so that toasts added later are announced; toasts pushed
 * before hydration wait in the store and show when this mounts.
 */
export default function Toaster(props: TranslatedProps) {
  const i18n = useI18n(props);
  // A namespace that arrives re-renders the toasts: `t` reads the resources when called.
  const [, namespaceLoaded] = useReducer((n: number) => n + 1, 0);
  // Per translator (one per page language), with the namespaces fetched for toasts and those whose fetch has ended.
  const { t, requested, settled } = useMemo(() => ({ t: fixedT(i18n, props.lng), requested: new Set<string>(), settled: new Set<string>() }), [i18n, props.lng]);
  // The server never holds toasts: render the empty queue there and while hydrating.
  const { visible } = useStore($toasts, { ssr: 'initial' });
  const region = useRef<HTMLDivElement>(null);

  // The page passes only the toaster's own texts (TOASTER_TEXTS): a toast's text from another
  // namespace (`cart:…`) or another part of `common` is fetched once, and the toast waits for it.
  useEffect(() => {
    const missing = [...new Set(visible.flatMap(keysOf).filter((key) => !i18n.exists(key)).map(namespaceOf))].filter((ns) => !requested.has(ns));
    if (missing.length === 0) return;
    for (const ns of missing) requested.add(ns);
    void i18n.reloadResources([props.lng], missing).then(() => {
      for (const ns of missing) settled.add(ns);
      namespaceLoaded();
    });
  }, [visible, i18n, props.lng, requested, settled]);
  // A text that could not be fetched shows as its key rather than hiding the toast.
  const shown = visible.filter((toast) => keysOf(toast).every((key) => i18n.exists(key) || settled.has(namespaceOf(key))));

  // Native listeners: React's synthetic enter/leave miss a pointer that crosses from another
  // island's root. Keyboard focus pauses too, so a shopper can reach the dismiss button in time.
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const resumeUnlessInside = () => {
      if (!el.matches(':hover') && !el.contains(document.activeElement)) resumeToasts();
    };
    const events = [
      ['pointerenter', pauseToasts],
      ['focusin', pauseToasts],
      ['pointerleave', resumeUnlessInside],
      ['focusout', () => requestAnimationFrame(resumeUnlessInside)],
    ] as const;
    for (const [type, listener] of events) el.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of events) el.removeEventListener(type, listener);
    };
  }, []);

  return (
    <section aria-label={t('toast.region')} className="pointer-events-none fixed end-4 bottom-24 z-50 w-[min(24rem,calc(100vw-2rem))] md:bottom-6">
      <div ref={region} role="status" aria-live="polite">
        <ol className="flex flex-col gap-2">
          {shown.map((toast) => (
            <li key={toast.id} className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-s-4 border-gray-200 bg-white p-3 text-sm text-gray-900 shadow-lg ${KIND_ACCENT[toast.kind]}`}>
              <p className="flex-1 pt-1">
                {messageOf(toast, t)}
                {toast.action && (
                  <a href={toast.action.href} className="ms-2 font-semibold text-primary-ink underline" onClick={() => dismissToast(toast.id)}>{t(toast.action.labelKey)}</a>
                )}
              </p>
              <button type="button" onClick={() => dismissToast(toast.id)} aria-label={t('toast.close')} className="grid size-8 shrink-0 place-items-center rounded text-gray-600 hover:bg-gray-100 hover:text-gray-900">
                <Icon name="close" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
