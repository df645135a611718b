import { z } from 'zod';
import { DecimalInt } from './bounds';

/** Deeper than anyone pages; keeps the offset well inside an `integer`. */
export const PAGE_NO_MAX = 10_000;

/** Query of every paged list; answered lists echo `pageNo` and `pageSize` (see `listOf`). */
export const PageQuery = z.object({
  /** 1-based page number. */
  pageNo: DecimalInt(1, PAGE_NO_MAX).default(1),
  pageSize: DecimalInt(1, 100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
