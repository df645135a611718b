import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, NAMESPACES, type Language, type Namespace } from './languages';
import { I18N_LIMITS } from './options';

export type { TFunction };
/** Resources of one language: namespace → nested key/value JSON. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * One i18next instance over the given resources, initialised synchronously so that a
 * server render and an island's hydration produce the same text. Never call
 * `changeLanguage` on a shared instance: use `getFixedT` per request.
 */
export function createI18n(resources: Resource, lng: string = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false, maxReplaces: I18N_LIMITS.maxReplaces },
    returnNull: false,
  });
  return instance;
}

/** A translator for an island: built once from the namespaces the page passed as props. */
export function translatorFor(lng: Language, resources: LanguageResources, ns: Namespace = DEFAULT_NAMESPACE): TFunction {
  return createI18n({ [lng]: resources } as Resource, lng).getFixedT(lng, ns);
}
