/**
 * The opaque `nextPage` cursor of a search: the next page number, so that a client can follow
 * cursors or ask for page numbers and get the same pages.
 */
const PREFIX = 'page:';

export const encodePageCursor = (pageNo: number): string => Buffer.from(`${PREFIX}${pageNo}`).toString('base64url');

/** The page number a cursor names, null for anything that is not one of ours. */
export function decodePageCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const pageNo = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : Number.NaN;
  return Number.isSafeInteger(pageNo) && pageNo >= 1 ? pageNo : null;
}

/** `颜色:红色;尺码:M` → the property values every result must offer. */
export const parsePropertyFilters = (filters: string | undefined): { name: string; value: string }[] =>
  (filters ?? '').split(';').flatMap((pair) => {
    const separator = pair.indexOf(':');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    return separator > 0 && name && value ? [{ name, value }] : [];
  });
