import { useMemo } from 'react';
import type { Language } from '../lib/i18n/languages';
import { translatorFor, type LanguageResources } from '../lib/i18n/translator';

/** Props every translated island takes: the page language and the resources the page passed. */
export interface TranslatedProps {
  lng: Language;
  resources: LanguageResources;
}

/** One translator per island, rebuilt only when a client-side page change brings another language. */
export const useTranslator = ({ lng, resources }: TranslatedProps) =>
  useMemo(() => translatorFor(lng, resources), [lng, resources]);
