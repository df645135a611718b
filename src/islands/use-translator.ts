import type { i18n } from 'i18next';
import { useMemo } from 'react';
import type { Language } from '../lib/i18n/languages';
import { fixedT, islandI18n, type LanguageResources, rememberingT, type TFunction } from '../lib/i18n/translator';

/** Props every translated island takes: the page language and the resources the page passed. */
export interface TranslatedProps {
  lng: Language;
  resources: LanguageResources;
}

// On the server an island renders on every request: its i18next and its translator are kept
// per resources object (islandResources gives the same object for a language and parts), not
// built for each render. The server's resources never change, so the translator remembers texts.
const serverTranslators = new WeakMap<LanguageResources, { i18n: i18n; t: TFunction }>();
function serverTranslator(lng: Language, resources: LanguageResources): { i18n: i18n; t: TFunction } {
  let translator = serverTranslators.get(resources);
  if (!translator) {
    const instance = islandI18n(lng, resources);
    translator = { i18n: instance, t: rememberingT(fixedT(instance, lng)) };
    serverTranslators.set(resources, translator);
  }
  return translator;
}

/** One i18next per island, rebuilt only when a client-side page change brings another language. */
export const useI18n = ({ lng, resources }: TranslatedProps) =>
  useMemo(() => (import.meta.env.SSR ? serverTranslator(lng, resources).i18n : islandI18n(lng, resources)), [lng, resources]);

/** The island's translator (default namespace `common`; `ns:key` for others). */
export const useTranslator = (props: TranslatedProps) => {
  const i18n = useI18n(props);
  return useMemo(() => (import.meta.env.SSR ? serverTranslator(props.lng, props.resources).t : fixedT(i18n, props.lng)), [i18n, props.lng, props.resources]);
};
