import { describe, expect, it } from 'vitest';
import { fenOfYuanText, ledgerListHref, ledgerListQueryOf, ledgerSearchOf } from '../../../src/lib/payment/ledger-list';

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

describe('amounts typed in yuan', () => {
  it.each([['100', 10000], ['99.5', 9950], ['0.01', 1], [' 12.34 ', 1234]])('%j is %d fen', (text, fen) => {
    expect(fenOfYuanText(text)).toBe(fen);
  });
  it.each(['', '0', '0.00', '1.234', '-5', '1,000', 'abc', '1e3'])('%j is no amount', (text) => {
    expect(fenOfYuanText(text)).toBeNull();
  });
});
