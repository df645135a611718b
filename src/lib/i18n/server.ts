import type { Resource } from 'i18next';
import { createI18n, fixedT, type LanguageResources, type TFunction } from './translator';
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

/** A translator fixed to one language, safe for concurrent requests. */
export const getT = (lng: Language): TFunction => fixedT(shared, lng);

/**
 * The namespaces an island needs, in the page language, with English underneath for
 * any key a language still lacks; passed as props so the island needs no second request.
 */
export function resourcesFor(lng: Language, namespaces: Namespace[]): LanguageResources {
  const pick: LanguageResources = {};
  for (const ns of namespaces) {
    const own = resources[lng]?.[ns] as Record<string, unknown> | undefined;
    const base = resources[DEFAULT_LANGUAGE]?.[ns] as Record<string, unknown> | undefined;
    pick[ns] = lng === DEFAULT_LANGUAGE ? (base ?? {}) : deepMerge(base ?? {}, own ?? {});
  }
  return pick;
}

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
