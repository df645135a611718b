import { z } from '@hono/zod-openapi';
import { Id, Text } from './bounds';
import { LanguageCode } from './language';

/** Most FAQ entries one language of a tenant may hold (docs/product.md, "Desk"). */
export const MAX_FAQS_PER_LANGUAGE = 100;
export const FAQ_QUESTION_MAX = 300;

export const FaqInput = z.object({
  language: LanguageCode,
  question: Text(FAQ_QUESTION_MAX, 1),
  /** HTML; sanitised on write with the pages' own sanitiser. */
  answerHtml: Text(20_000, 1),
}).openapi('DeskFaqInput');
export type FaqInput = z.infer<typeof FaqInput>;

export const Faq = FaqInput.extend({ id: Id, sort: z.number().int() }).openapi('DeskFaq');
export type Faq = z.infer<typeof Faq>;

export const FaqList = z.object({ items: z.array(Faq) }).openapi('DeskFaqList');
export const FaqListQuery = z.object({ language: LanguageCode });

export const FaqUpdate = FaqInput.omit({ language: true }).openapi('DeskFaqUpdate');
export type FaqUpdate = z.infer<typeof FaqUpdate>;

/** One step up or down the list: keyboard-usable reordering. */
export const MoveRequest = z.object({ direction: z.enum(['up', 'down']) }).openapi('DeskContentMove');
export type MoveRequest = z.infer<typeof MoveRequest>;
