import { describe, expect, it } from 'vitest';
import { GAP, INBOX_PAGE_SIZE, inboxPageHref, inboxPageOf, pageCount, pageLinks } from '../../../src/lib/notifications/paging';

describe('notification pages', () => {
  it('reads the page from the URL, with defaults for missing or malformed values', () => {
    expect(inboxPageOf(new URLSearchParams('pageNo=3&pageSize=5'))).toEqual({ pageNo: 3, pageSize: 5 });
    expect(inboxPageOf(new URLSearchParams(''))).toEqual({ pageNo: 1, pageSize: INBOX_PAGE_SIZE });
    expect(inboxPageOf(new URLSearchParams('pageNo=0&pageSize=1000'))).toEqual({ pageNo: 1, pageSize: INBOX_PAGE_SIZE });
    expect(inboxPageOf(new URLSearchParams('pageNo=abc&pageSize=-2'))).toEqual({ pageNo: 1, pageSize: INBOX_PAGE_SIZE });
  });

  it('writes a page as a plain link', () => {
    expect(inboxPageHref('/my/message', { pageNo: 2, pageSize: 10 })).toBe('/my/message?pageNo=2&pageSize=10');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('links the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP, 10]);
    expect(pageLinks(10, 10)).toEqual([1, GAP, 9, 10]);
  });
});
