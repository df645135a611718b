import type { Language } from '../../lib/i18n/languages';
import { resourcesFor } from '../../lib/i18n/server';
import type { LanguageResources } from '../../lib/i18n/translator';

/**
 * Only the `common` sections an island translates: the resources travel in every page's
 * HTML as island props, and the whole namespace would repeat for each island.
 */
export function commonSections(lng: Language, sections: string[]): LanguageResources {
  const common = resourcesFor(lng, ['common']).common ?? {};
  return { common: Object.fromEntries(sections.map((s) => [s, common[s]] as const).filter(([, v]) => v !== undefined)) };
}
