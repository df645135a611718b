import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { deleteAddress, setDefaultAddress } from '../../../src/lib/account/address-book-actions';

const address = (id: number, defaultAddress = false) => ({ id, defaultAddress });
const ids = (list: { id: number }[]) => list.map((a) => a.id);

/** A call that waits until the test lets it answer, so the list can be looked at in between. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('address book actions', () => {
  it('moves the new default first before the provider answers, then keeps its answer', async () => {
    const $list = atom([address(1, true), address(2)]);
    const call = pending<{ id: number; defaultAddress: boolean }>();
    const save = vi.fn(() => call.promise);
    const done = setDefaultAddress($list, address(2), { list: vi.fn(), save, remove: vi.fn() });

    expect(ids($list.get())).toEqual([2, 1]);
    expect(save).toHaveBeenCalledWith({ id: 2, defaultAddress: true });
    call.resolve(address(2, true));
    await done;
    expect($list.get()).toEqual([address(2, true), address(1)]);
  });

  it('puts the old order back when the provider refuses the new default', async () => {
    const before = [address(1, true), address(2)];
    const $list = atom(before);
    const refused = new Error('refused');
    await expect(setDefaultAddress($list, address(2), { list: vi.fn(), save: () => Promise.reject(refused), remove: vi.fn() })).rejects.toBe(refused);
    expect($list.get()).toBe(before);
  });

  it('removes a deleted address at once and brings it back if the delete fails', async () => {
    const before = [address(1, true), address(2)];
    const $list = atom(before);
    const call = pending<undefined>();
    const done = deleteAddress($list, 2, { list: vi.fn(), save: vi.fn(), remove: () => call.promise });

    expect(ids($list.get())).toEqual([1]);
    call.reject(new Error('offline'));
    await expect(done).rejects.toThrow('offline');
    expect($list.get()).toBe(before);
  });

  it('reads the list again after deleting the default, to show the successor the provider chose', async () => {
    const $list = atom([address(1, true), address(2), address(3)]);
    const list = vi.fn(async () => [address(2), address(3, true)]);
    await deleteAddress($list, 1, { list, save: vi.fn(), remove: async () => undefined });
    expect(ids($list.get())).toEqual([3, 2]);

    list.mockClear();
    await deleteAddress($list, 2, { list, save: vi.fn(), remove: async () => undefined });
    expect(list).not.toHaveBeenCalled();
  });
});
