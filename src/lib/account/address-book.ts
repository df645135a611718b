/**
 * The shopper's address books (shipping and billing) as pure functions over a list: docs/product.md
 * ("Sessions and accounts") wants the default address first in every list, and the provider keeps one
 * default at a time, so the page can show the outcome of a change before the provider
 * answers and roll back to the list it had if the call fails.
 */
export interface AddressEntry {
  id: number;
  defaultAddress: boolean;
}

/** The default address first; the others keep their order. */
export function defaultFirst<T extends AddressEntry>(list: readonly T[]): T[] {
  return [...list.filter((a) => a.defaultAddress), ...list.filter((a) => !a.defaultAddress)];
}

/** `id` becomes the one default (and moves first); an unknown id leaves the list as it was. */
export function makeDefault<T extends AddressEntry>(list: readonly T[], id: number): T[] {
  if (!list.some((a) => a.id === id)) return [...list];
  return defaultFirst(list.map((a) => (a.defaultAddress === (a.id === id) ? a : { ...a, defaultAddress: a.id === id })));
}

/**
 * The list after the provider saved `saved`: an edited address keeps its place, a new one
 * goes last; a saved default takes the default from any other.
 */
export function upsertAddress<T extends AddressEntry>(list: readonly T[], saved: T): T[] {
  const known = list.some((a) => a.id === saved.id);
  const next = known ? list.map((a) => (a.id === saved.id ? saved : a)) : [...list, saved];
  return saved.defaultAddress ? makeDefault(next, saved.id) : defaultFirst(next);
}

export function removeAddress<T extends AddressEntry>(list: readonly T[], id: number): T[] {
  return list.filter((a) => a.id !== id);
}
