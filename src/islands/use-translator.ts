import type { i18n } from 'i18next';
import { useMemo } from 'react';
import type { Language } from '../lib/i18n/languages';
import { fixedT, islandI18n, type LanguageResources } from '../lib/i18n/translator';

/** Props every translated island takes: the page language and the resources the page passed. */
export interface TranslatedProps {
  lng: Language;
  resources: LanguageResources;
}

// On the server an island renders on every request: its i18next is kept per resources object
// (the shell's are the same object for every page of a language), not built for each render.
const serverInstances = new WeakMap<LanguageResources, i18n>();
function serverI18n(lng: Language, resources: LanguageResources): i18n {
  let instance = serverInstances.get(resources);
  if (!instance) {
    instance = islandI18n(lng, resources);
    serverInstances.set(resources, instance);
  }
  return instance;
}

/** One i18next per island, rebuilt only when a client-side page change brings another language. */
export const useI18n = ({ lng, resources }: TranslatedProps) =>
  useMemo(() => (import.meta.env.SSR ? serverI18n(lng, resources) : islandI18n(lng, resources)), [lng, resources]);

/** The island's translator (default namespace `common`; `ns:key` for others). */
export const useTranslator = (props: TranslatedProps) => {
  const i18n = useI18n(props);
  return useMemo(() => fixedT(i18n, props.lng), [i18n, props.lng]);
};
