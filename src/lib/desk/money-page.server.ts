import type { AstroGlobal } from 'astro';
import { commonSections } from '../../layouts/shell/island-resources';
import { resourcesFor } from '../i18n/server';
import type { Language } from '../i18n/languages';

/** The translations the money desk's islands load: its namespace and the forms' and problems' words. */
export const moneyIslandResources = (lng: Language) => ({
  ...resourcesFor(lng, ['desk-money', 'desk']), ...commonSections(lng, ['validation', 'form', 'error', 'problem']),
});

/** A list page's `?pageNo=` (1 for anything else). */
export const pageNoOf = (astro: AstroGlobal): number => {
  const pageNo = Number(astro.url.searchParams.get('pageNo') ?? '1');
  return Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 10_000 ? pageNo : 1;
};

/** A list page's `?status=` when it is one of `statuses`, else `fallback`. */
export function statusOf<S extends string>(astro: AstroGlobal, statuses: readonly S[], fallback: S): S {
  const status = astro.url.searchParams.get('status');
  return statuses.find((candidate) => candidate === status) ?? fallback;
}
