import type { ForwardingAddress } from '../../../contract/transit';

/** The address as one block to paste into a shop's form: recipient, phone, street, city, province, postcode. */
export const forwardingAddressText = (a: ForwardingAddress): string =>
  [a.recipient, a.phone, a.address, [a.city, a.province].filter(Boolean).join(', '), a.postcode].filter(Boolean).join('\n');
