import type { Language } from '../../lib/i18n/languages';
import { isObject, resourcesFor } from '../../lib/i18n/server';
import type { LanguageResources } from '../../lib/i18n/translator';

/**
 * Only the `common` texts an island translates, each a whole section (`header`) or one key of
 * one (`error.generic`): the resources travel in every page's HTML as island props, and the
 * whole namespace would repeat for each island.
 */
export function commonSections(lng: Language, parts: string[]): LanguageResources {
  // The same object each time for a language and parts (see resourcesFor).
  const key = `${lng}\u0000${parts.join(',')}`;
  const known = sections.get(key);
  if (known) return known;
  const common = resourcesFor(lng, ['common']).common ?? {};
  const picked: Record<string, unknown> = {};
  for (const part of parts) {
    const [section = '', key] = part.split('.', 2);
    const value = common[section];
    if (key === undefined) {
      if (value !== undefined) picked[section] = value;
    } else if (isObject(value) && value[key] !== undefined) {
      picked[section] = { ...(isObject(picked[section]) ? picked[section] : {}), [key]: value[key] };
    }
  }
  const resources = { common: picked };
  sections.set(key, resources);
  return resources;
}
const sections = new Map<string, LanguageResources>();
