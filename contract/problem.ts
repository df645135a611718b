import { z } from 'zod';

/** RFC 9457 problem details with a stable machine code the UI maps to a translated message. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  /** Field-level issues of a validation failure. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** An extension member: tries left before a failure limit locks the action (WRONG_PAY_PASSWORD). */
  triesLeft: z.number().int().min(0).optional(),
});
export type Problem = z.infer<typeof Problem>;

/** Every list the provider answers has this shape. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type List<T> = { items: T[]; total: number; pageNo: number; pageSize: number };
