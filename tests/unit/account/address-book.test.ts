import { describe, expect, it } from 'vitest';
import { defaultFirst, makeDefault, removeAddress, upsertAddress } from '../../../src/lib/account/address-book';

const address = (id: number, defaultAddress = false) => ({ id, defaultAddress, recipientName: `R${id}` });
const ids = (list: { id: number }[]) => list.map((a) => a.id);
const defaults = (list: { id: number; defaultAddress: boolean }[]) => list.filter((a) => a.defaultAddress).map((a) => a.id);

describe('the address book', () => {
  it('lists the default address first and keeps the others in order', () => {
    expect(ids(defaultFirst([address(1), address(2), address(3, true), address(4)]))).toEqual([3, 1, 2, 4]);
    expect(ids(defaultFirst([address(1), address(2)]))).toEqual([1, 2]);
  });

  it('makes one address the only default and moves it first', () => {
    const list = makeDefault([address(1, true), address(2), address(3)], 3);
    expect(ids(list)).toEqual([3, 1, 2]);
    expect(defaults(list)).toEqual([3]);
  });

  it('leaves unchanged addresses as they were (same objects) when switching the default', () => {
    const untouched = address(2);
    const list = makeDefault([address(1, true), untouched, address(3)], 3);
    expect(list).toContain(untouched);
  });

  it('ignores an unknown id', () => {
    const before = [address(1, true), address(2)];
    expect(makeDefault(before, 9)).toEqual(before);
  });

  it('replaces an edited address in place and appends a new one', () => {
    const before = [address(1, true), address(2), address(3)];
    const edited = upsertAddress(before, { ...address(2), recipientName: 'New name' });
    expect(ids(edited)).toEqual([1, 2, 3]);
    expect(edited[1]?.recipientName).toBe('New name');
    expect(ids(upsertAddress(before, address(4)))).toEqual([1, 2, 3, 4]);
  });

  it('lets a saved default take the default from the old one', () => {
    const list = upsertAddress([address(1, true), address(2)], address(5, true));
    expect(ids(list)).toEqual([5, 1, 2]);
    expect(defaults(list)).toEqual([5]);
  });

  it('moves a default that stopped being default out of first place', () => {
    expect(ids(upsertAddress([address(1, true), address(2, false)], address(1, false)))).toEqual([1, 2]);
    expect(defaults(upsertAddress([address(1, true), address(2)], address(1, false)))).toEqual([]);
  });

  it('removes an address by id', () => {
    expect(ids(removeAddress([address(1, true), address(2)], 1))).toEqual([2]);
  });
});
