import { islandResources } from '../../layouts/shell/island-resources';
import type { Language } from '../../lib/i18n/languages';

/** The translations the money desk's islands load: its namespace and the forms' and problems' words. */
export const moneyIslandResources = (lng: Language) =>
  islandResources(lng, ['desk-money', 'desk', 'common:validation', 'common:form', 'common:error', 'common:problem']);
