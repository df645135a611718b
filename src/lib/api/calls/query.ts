import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import type { PageQuery } from '../../../../contract/paging';

/** A paged query as a caller writes it: the page fields as numbers (the contract's input type coerces them from anything). */
export type Paged<Q> = Omit<Q, keyof PageQuery> & Partial<PageQuery>;

/** Search params without the unset ones (ky would send `undefined` as text). */
export function query(params: Record<string, string | number | boolean | null | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/**
 * The answer checked against its contract schema at the boundary: an answer that breaks the
 * contract fails here, as a failed call, instead of deep inside a page that trusted a cast.
 */
export const parsed = <S extends z.ZodType>(response: ResponsePromise, schema: S): Promise<z.output<S>> =>
  response.json().then((body) => schema.parse(body));
