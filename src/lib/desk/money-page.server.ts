import type { AstroGlobal } from 'astro';

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
