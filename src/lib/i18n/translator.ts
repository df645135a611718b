import i18next, { type BackendModule, type i18n, type Resource, type ParseKeys, type TFunction as I18nextTFunction } from 'i18next';
import { createLocaleBackend } from './locale-backend';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, htmlLang, isLanguage, NAMESPACES, type Language, type Namespace } from './languages';
import { I18N_LIMITS } from './options';

/**
 * A translator whose keys are checked against the English resources (`i18next.d.ts`):
 * unprefixed keys are `common`'s, and any namespace may be named (`ns:key`).
 */
export type TFunction = I18nextTFunction<typeof NAMESPACES>;
/** A key `t` takes, in any namespace (`ns:key`) or the default one. */
export type TranslationKey = ParseKeys<typeof NAMESPACES>;

/** A translator fixed to one language; the namespace stays the default, others are named in the key. */
export const fixedT = (instance: i18n, lng: string): TFunction => instance.getFixedT<typeof NAMESPACES>(lng);

/** Enough for every key of every namespace; past it, texts are looked up again (a key built from data should never grow it). */
const REMEMBERED_TEXTS_MAX = 20_000;

/**
 * `t` that looks each key asked without options up once: for resources that never change
 * while the process runs (the server's), where every page asks the same hundred-odd keys and
 * i18next's lookup is most of their cost. Never in the browser, where a namespace loaded later
 * changes what a key reads.
 */
export function rememberingT(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const translate = t as unknown as (key: unknown, ...rest: unknown[]) => string;
  const remembering = (key: unknown, ...rest: unknown[]): string => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      if (texts.size < REMEMBERED_TEXTS_MAX) texts.set(key, text);
    }
    return text;
  };
  return Object.assign(remembering, t);
}

/** Resources of one language: namespace → nested key/value JSON. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * One i18next instance over the given resources, initialised synchronously so that a
 * server render and an island's hydration produce the same text. Never call
 * `changeLanguage` on a shared instance: use `getFixedT` per request. With a backend,
 * namespaces missing from `resources` can be loaded later (`loadNamespaces`).
 */
export function createI18n(resources: Resource, lng: string = DEFAULT_LANGUAGE, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.init({
    resources,
    lng,
    // Island resources already carry English under any missing key (`resourcesFor`), so
    // islands need no second language; only what was given counts as loaded.
    fallbackLng: backend ? false : DEFAULT_LANGUAGE,
    ns: backend ? Object.keys(resources[lng] ?? {}) : [...NAMESPACES],
    partialBundledLanguages: Boolean(backend),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    maxParallelReads: I18N_LIMITS.parallelReads,
    maxRetries: I18N_LIMITS.maxRetries,
    retryTimeout: I18N_LIMITS.retryDelayMs,
    interpolation: { escapeValue: false, maxReplaces: I18N_LIMITS.maxReplaces },
    returnNull: false,
  });
  pluralsByLanguage(instance);
  return instance;
}

/**
 * Plural forms (`key_one`, `key_few`…) by the rules of the language each code stands for:
 * i18next asks `Intl.PluralRules` for the code itself, which does not know `ru2` (it would pick
 * English forms) and reads `la` as Latin (whatever the runtime's default is), not Lao.
 */
function pluralsByLanguage(instance: i18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLanguage(code) ? htmlLang(code) : code, options);
}

/** An island's i18next: the namespaces its page passed as props, and the rest on demand. */
export function islandI18n(lng: Language, resources: LanguageResources, backend: BackendModule = createLocaleBackend()): i18n {
  return createI18n({ [lng]: resources }, lng, backend);
}

/** The namespace of a key written `ns:key`, or the default one. */
export function namespaceOf(key: string): string {
  const i = key.indexOf(':');
  return i > 0 ? key.slice(0, i) : DEFAULT_NAMESPACE;
}
