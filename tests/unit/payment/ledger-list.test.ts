import { describe, expect, it } from 'vitest';
import { ledgerListHref, ledgerListQueryOf, ledgerSearchOf } from '../../../src/lib/payment/ledger-list';

describe('ledger list query', () => {
  it('reads kind and page, defaults otherwise', () => {
    expect(ledgerListQueryOf(new URLSearchParams('kind=REFUND&pageNo=2'))).toEqual({ kind: 'REFUND', pageNo: 2 });
    expect(ledgerListQueryOf(new URLSearchParams('kind=x&pageNo=0'))).toEqual({ kind: null, pageNo: 1 });
    expect(ledgerSearchOf({ kind: null, pageNo: 1 })).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('links', () => {
    expect(ledgerListHref({ kind: null, pageNo: 1 })).toBe('/my/balance');
    expect(ledgerListHref({ kind: 'DEPOSIT', pageNo: 3 })).toBe('/my/balance?kind=DEPOSIT&pageNo=3');
  });
});
