import { commonSections } from '../../layouts/shell/island-resources';
import type { Language } from '../../lib/i18n/languages';
import { resourcesFor } from '../../lib/i18n/server';

/** The translations the money desk's islands load: its namespace and the forms' and problems' words. */
export const moneyIslandResources = (lng: Language) => ({
  ...resourcesFor(lng, ['desk-money', 'desk']), ...commonSections(lng, ['validation', 'form', 'error', 'problem']),
});
