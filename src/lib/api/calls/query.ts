/** Search params without the unset ones (ky would send `undefined` as text). */
export function query(params: Record<string, string | number | boolean | null | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search;
}

/**
 * Results of calls whose screens come with later capabilities; each gets its contract
 * schema when its capability is built.
 */
export type NotYetModelled = Record<string, unknown>;
