import { z } from 'zod';

/** Query of every paged list; answered lists echo `pageNo` and `pageSize` (see `listOf`). */
export const PageQuery = z.object({
  /** 1-based page number. */
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
