import { PageQuery } from '../../../contract/paging';

/**
 * The notification list's page, read from and written to the URL (`pageNo`, `pageSize`),
 * so any page is a plain link the server renders.
 */
export const INBOX_PAGE_SIZE = 10;

export interface InboxPage {
  pageNo: number;
  pageSize: number;
}

/** The page a URL asks for; a missing or malformed value takes its default. */
export function inboxPageOf(params: URLSearchParams): InboxPage {
  const pageNo = PageQuery.shape.pageNo.safeParse(params.get('pageNo') ?? undefined);
  const pageSize = PageQuery.shape.pageSize.safeParse(params.get('pageSize') ?? undefined);
  return {
    pageNo: pageNo.success ? pageNo.data : 1,
    pageSize: pageSize.success && params.has('pageSize') ? pageSize.data : INBOX_PAGE_SIZE,
  };
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export function inboxPageHref(pathname: string, { pageNo, pageSize }: InboxPage): string {
  return `${pathname}?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) })}`;
}

/** A gap in the page links. */
export const GAP = 'gap';

/**
 * Page numbers to link: the first, the last, and the current one with `around` neighbours
 * each side; a single skipped page is shown rather than a gap that hides only it.
 */
export function pageLinks(current: number, count: number, around = 1): (number | typeof GAP)[] {
  const shown = new Set([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const out: (number | typeof GAP)[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(p - 1);
    else if (prev !== undefined && p - prev > 2) out.push(GAP);
    out.push(p);
  });
  return out;
}
