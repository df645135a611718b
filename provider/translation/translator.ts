import type { LanguageCode } from '../../contract/language';

/**
 * The translation port: catalog text (Chinese titles, options, categories) into the shopper's
 * language, and shoppers' queries into the catalog's Chinese. The glossary implementation
 * always works; a machine-translation service can stand in front of it (TRANSLATE_URL).
 */
export interface Translator {
  /** Each text from one language into another, in order; a text that cannot be translated comes back as it was. */
  translate(texts: readonly string[], from: LanguageCode, to: LanguageCode): Promise<string[]>;
}
