import { describe, expect, it } from 'vitest';
import { parcelIdsOf, transitActionsOf, transitListHref, transitListQueryOf, transitSearchOf } from '../../../src/lib/transit/transit-list';

const params = (query: string) => new URLSearchParams(query);

describe('transit list query', () => {
  it('reads the tab, keyword and page, with defaults for what is missing or malformed', () => {
    expect(transitListQueryOf(params(''))).toEqual({ status: 'ALL', keyword: '', pageNo: 1 });
    expect(transitListQueryOf(params('status=SHIPPED&keyword=%20TO123%20&pageNo=3'))).toEqual({ status: 'SHIPPED', keyword: 'TO123', pageNo: 3 });
    expect(transitListQueryOf(params('status=LOST&pageNo=-1'))).toEqual({ status: 'ALL', keyword: '', pageNo: 1 });
  });

  it('links leave the defaults out and search one page of ten', () => {
    expect(transitListHref({ status: 'ALL', keyword: '', pageNo: 1 })).toBe('/my/transit');
    expect(transitListHref({ status: 'WAITING_PAY', keyword: 'TO1', pageNo: 2 })).toBe('/my/transit?status=WAITING_PAY&keyword=TO1&pageNo=2');
    expect(transitSearchOf({ status: 'ALL', keyword: '', pageNo: 2 })).toEqual({ status: 'ALL', pageNo: 2, pageSize: 10 });
  });
});

describe('parcelIdsOf', () => {
  it('takes each picked parcel once, in order, and drops what is not an id', () => {
    expect(parcelIdsOf(params('parcel=7&parcel=3&parcel=7&parcel=x&parcel=-2&parcel=1.5&parcel=99999999999'))).toEqual([7, 3]);
  });
});

describe('transitActionsOf', () => {
  it('closes before paying, pays once packed and weighed, confirms once delivered', () => {
    expect(transitActionsOf('CREATED')).toEqual({ pay: false, close: true, complete: false });
    expect(transitActionsOf('WAITING_PAY')).toEqual({ pay: true, close: true, complete: false });
    expect(transitActionsOf('SHIPPED')).toEqual({ pay: false, close: false, complete: false });
    expect(transitActionsOf('DELIVERED')).toEqual({ pay: false, close: false, complete: true });
    expect(transitActionsOf('COMPLETED')).toEqual({ pay: false, close: false, complete: false });
  });
});
