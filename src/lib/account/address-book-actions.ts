import type { WritableAtom } from 'nanostores';
import { makeDefault, removeAddress, upsertAddress, type AddressEntry } from './address-book';
import { change, optimistically } from './optimistic';

/** The calls an address book makes; shipping and billing addresses differ only in these. */
export interface AddressCalls<T extends AddressEntry> {
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

/** Gone from the list at once; back in its place if the provider refuses. */
export async function deleteAddress<T extends AddressEntry>($list: WritableAtom<T[]>, id: number, calls: AddressCalls<T>): Promise<void> {
  await optimistically(() => change($list, removeAddress($list.get(), id)), () => calls.remove(id));
}
