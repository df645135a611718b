import type { FaqUpdate } from '../../../contract/desk-content-lists';
import type { LanguageCode } from '../../../contract/language';
import { browserApi } from '../api/browser';

/** Adds an FAQ entry to a language's list (at its end), or changes the entry `id` (docs/product.md, "Content desk"). */
export const saveFaq = (id: number | null, language: LanguageCode, entry: FaqUpdate) =>
  (id === null ? browserApi().addFaq({ language, ...entry }) : browserApi().updateFaq(id, entry));
