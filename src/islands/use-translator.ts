import { useMemo } from 'react';
import type { Language } from '../lib/i18n/languages';
import { fixedT, islandI18n, type LanguageResources } from '../lib/i18n/translator';

/** Props every translated island takes: the page language and the resources the page passed. */
export interface TranslatedProps {
  lng: Language;
  resources: LanguageResources;
}

/** One i18next per island, rebuilt only when a client-side page change brings another language. */
export const useI18n = ({ lng, resources }: TranslatedProps) => useMemo(() => islandI18n(lng, resources), [lng, resources]);

/** The island's translator (default namespace `common`; `ns:key` for others). */
export const useTranslator = (props: TranslatedProps) => {
  const i18n = useI18n(props);
  return useMemo(() => fixedT(i18n, props.lng), [i18n, props.lng]);
};
