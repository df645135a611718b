import { z } from '@hono/zod-openapi';
import { Id, MultilineText, Text, UploadKey } from './bounds';
import { LanguageCode } from './language';

/*
 * The how-to-use steps on the content desk (docs/product.md, "Desk"): per language of the site,
 * an ordered list of steps, each a name, a short remark, a picture and a description (HTML,
 * sanitised on write with the pages' own sanitiser). Moving a step uses the FAQ's MoveRequest.
 */

/** Most steps one language of a tenant may hold. */
export const MAX_HOW_TO_STEPS_PER_LANGUAGE = 20;
export const HOW_TO_NAME_MAX = 80;
export const HOW_TO_REMARK_MAX = 200;
export const HOW_TO_DESC_MAX = 10_000;

const StepWords = z.object({
  stepName: Text(HOW_TO_NAME_MAX, 1),
  stepRemark: Text(HOW_TO_REMARK_MAX),
  /** HTML; sanitised on write. */
  stepDesc: MultilineText(HOW_TO_DESC_MAX, 1),
});

/** POST /desk/content/how-to: a new step, last in its language, with its uploaded picture. */
export const HowToStepInput = StepWords.extend({ language: LanguageCode, imageKey: UploadKey }).openapi('DeskHowToStepInput');
export type HowToStepInput = z.infer<typeof HowToStepInput>;

/** PUT /desk/content/how-to/{id}: new words; a new picture only when `imageKey` is given, else it stays. */
export const HowToStepUpdate = StepWords.extend({ imageKey: UploadKey.optional() }).openapi('DeskHowToStepUpdate');
export type HowToStepUpdate = z.infer<typeof HowToStepUpdate>;

export const HowToStep = StepWords.extend({ id: Id, language: LanguageCode, sort: z.number().int(), stepImage: z.string() }).openapi('DeskHowToStep');
export type HowToStep = z.infer<typeof HowToStep>;

export const HowToStepList = z.object({ items: z.array(HowToStep) }).openapi('DeskHowToStepList');
export const HowToStepListQuery = z.object({ language: LanguageCode });
