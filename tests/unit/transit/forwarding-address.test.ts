import { describe, expect, it } from 'vitest';
import { forwardingAddressText } from '../../../src/lib/transit/forwarding-address';

describe('forwardingAddressText', () => {
  it('puts the address in the order a shop form asks for it, one part a line, empty parts left out', () => {
    const address = {
      tenantWarehouseId: 1, warehouseName: 'Guangzhou', recipient: 'Li Wei MB1234', phone: '+86 20 5555 0100', country: 'CN',
      province: '广东省', city: '广州市', address: '白云区 1 号 MB1234', postcode: '', markCode: 'MB1234',
    };
    expect(forwardingAddressText(address)).toBe('Li Wei MB1234\n+86 20 5555 0100\n白云区 1 号 MB1234\n广州市, 广东省');
  });
});
