import type { Resource } from 'i18next';
import { createI18n, fixedT, type LanguageResources, rememberingT, type TFunction } from './translator';
import { DEFAULT_LANGUAGE, type Language, type Namespace } from './languages';

// Every locale file is bundled into the server build, so rendering never waits on disk.
const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Resource = {};
for (const [path, json] of Object.entries(files)) {
  const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  (resources[lng] ??= {})[ns] = json;
}

const shared = createI18n(resources);

const translators = new Map<Language, TFunction>();

/** A translator fixed to one language, safe for concurrent requests: one per language for the process's life. */
export function getT(lng: Language): TFunction {
  let t = translators.get(lng);
  if (!t) {
    t = rememberingT(fixedT(shared, lng));
    translators.set(lng, t);
  }
  return t;
}

/**
 * Whole namespaces in the page language, with English underneath for any key a language still
 * lacks: what islandResources picks an island's texts from (they go as props, so the island
 * needs no second request).
 */
export function resourcesFor(lng: Language, namespaces: Namespace[]): LanguageResources {
  // The same object each time for a language and namespaces: merged once. Read-only, like every prop.
  const key = `${lng}\u0000${namespaces.join(',')}`;
  const known = picked.get(key);
  if (known) return known;
  const pick: LanguageResources = {};
  for (const ns of namespaces) {
    const own = resources[lng]?.[ns] as Record<string, unknown> | undefined;
    const base = resources[DEFAULT_LANGUAGE]?.[ns] as Record<string, unknown> | undefined;
    pick[ns] = lng === DEFAULT_LANGUAGE ? (base ?? {}) : deepMerge(base ?? {}, own ?? {});
  }
  picked.set(key, pick);
  return pick;
}
const picked = new Map<string, LanguageResources>();

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isObject(b) && isObject(v) ? deepMerge(b, v) : v;
  }
  return out;
}
/** A nested section of translations (not a text, not a list). */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
