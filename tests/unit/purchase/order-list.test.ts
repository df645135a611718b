import { describe, expect, it } from 'vitest';
import { orderActionsOf, orderListHref, orderListQueryOf, orderSearchOf } from '../../../src/lib/purchase/order-list';

describe('order list query', () => {
  it('reads a full query', () => {
    const query = orderListQueryOf(new URLSearchParams('status=PAID&keyword=%20PO26%20&dateFrom=2026-11-01&dateTo=2026-11-30&pageNo=3'));
    expect(query).toEqual({ status: 'PAID', keyword: 'PO26', dateFrom: '2026-11-01', dateTo: '2026-11-30', pageNo: 3 });
    expect(orderSearchOf(query)).toEqual({ status: 'PAID', keyword: 'PO26', dateFrom: '2026-11-01', dateTo: '2026-11-30', pageNo: 3, pageSize: 10 });
  });

  it('takes defaults for what is missing or malformed', () => {
    const query = orderListQueryOf(new URLSearchParams('status=NOPE&dateFrom=yesterday&pageNo=-1'));
    expect(query).toEqual({ status: 'ALL', keyword: '', dateFrom: '', dateTo: '', pageNo: 1 });
    expect(orderSearchOf(query)).toEqual({ status: 'ALL', pageNo: 1, pageSize: 10 });
  });

  it('links leave defaults out and read back the same', () => {
    expect(orderListHref(orderListQueryOf(new URLSearchParams()))).toBe('/my/purchase');
    const query = { status: 'CLOSED', keyword: 'a b', dateFrom: '', dateTo: '2026-01-02', pageNo: 2 } as const;
    expect(orderListQueryOf(new URL(orderListHref(query), 'http://h').searchParams)).toEqual(query);
  });

  it('pays and cancels only unpaid orders', () => {
    expect(orderActionsOf('WAITING_PAY')).toEqual({ pay: true, cancel: true, clone: true });
    expect(orderActionsOf('PAID')).toEqual({ pay: false, cancel: false, clone: true });
  });
});
