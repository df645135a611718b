import type { WritableAtom } from 'nanostores';
import { defaultFirst, makeDefault, removeAddress, upsertAddress, type AddressEntry } from './address-book';
import { change, optimistically } from './optimistic';

/** The calls an address book makes; shipping and billing addresses differ only in these. */
export interface AddressCalls<T extends AddressEntry> {
  list: () => Promise<T[]>;
  save: (address: T) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
}

/** The address moves first at once; the provider's answer then replaces it, or the old order comes back. */
export async function setDefaultAddress<T extends AddressEntry>($list: WritableAtom<T[]>, address: T, calls: AddressCalls<T>): Promise<void> {
  const saved = await optimistically(
    () => change($list, makeDefault($list.get(), address.id)),
    () => calls.save({ ...address, defaultAddress: true }),
  );
  $list.set(upsertAddress($list.get(), saved));
}

/**
 * Gone from the list at once; back in its place if the provider refuses. When the default
 * goes, the provider names its successor: the list is read again to show which.
 */
export async function deleteAddress<T extends AddressEntry>($list: WritableAtom<T[]>, id: number, calls: AddressCalls<T>): Promise<void> {
  const wasDefault = $list.get().some((a) => a.id === id && a.defaultAddress);
  await optimistically(() => change($list, removeAddress($list.get(), id)), () => calls.remove(id));
  if (!wasDefault) return;
  // The delete stands either way; if the list cannot be read now, the next page load shows the successor.
  await calls.list().then((list) => $list.set(defaultFirst(list)), () => undefined);
}
