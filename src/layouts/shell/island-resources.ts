import { isObject, resourcesFor } from '../../lib/i18n/server';
import type { Language, Namespace } from '../../lib/i18n/languages';
import type { LanguageResources } from '../../lib/i18n/translator';

/**
 * The texts an island is given, each part a whole namespace (`cart`), one section of one
 * (`common:error`) or one key of a section (`product:page.show-original`): the resources travel
 * in every page's HTML as island props, so an island gets only what it translates.
 *
 * The same object each time for a language and parts: on the server an island keeps its
 * i18next and its remembered texts per resources object (src/islands/use-translator.ts), so
 * resources built afresh for each request would build a new i18next for each island and
 * render. Read-only, like every prop.
 */
export function islandResources(lng: Language, parts: readonly string[]): LanguageResources {
  const key = `${lng}\u0000${parts.join(',')}`;
  const known = composed.get(key);
  if (known) return known;
  const resources: LanguageResources = {};
  for (const part of parts) {
    const [ns, path] = part.split(':', 2) as [Namespace, string | undefined];
    const whole = resourcesFor(lng, [ns])[ns] ?? {};
    if (path === undefined) {
      resources[ns] = { ...resources[ns], ...whole };
      continue;
    }
    const [section = '', item] = path.split('.', 2);
    const value = whole[section];
    const picked = (resources[ns] ??= {});
    if (item === undefined) {
      if (value !== undefined) picked[section] = value;
    } else if (isObject(value) && value[item] !== undefined) {
      picked[section] = { ...(isObject(picked[section]) ? picked[section] : {}), [item]: value[item] };
    }
  }
  composed.set(key, resources);
  return resources;
}
const composed = new Map<string, LanguageResources>();
