import type { LanguageCode } from '../../../contract/language';
import { browserApi } from '../api/browser';
import { uploadPicture } from '../uploads/upload-picture';

/*
 * The content desk's how-to-use step form in the browser (docs/product.md, "Content desk"): a
 * picture uploads with the banners' signed form, then the step is saved; the page then loads
 * again, rendered with the change. Moving and removing go through home-actions' OrderTarget.
 */

/** Steps are shown at most 480 pixels wide: a picture is redrawn at most this many pixels a side. */
const STEP_PICTURE_MAX_SIDE = 1600;

export interface StepWords {
  stepName: string;
  stepRemark: string;
  stepDesc: string;
}

const uploadStepPicture = (picture: File) => uploadPicture(picture, STEP_PICTURE_MAX_SIDE, (ext) => browserApi().getBannerUploadToken(ext));

export async function addHowToStep(language: LanguageCode, words: StepWords, picture: File): Promise<void> {
  await browserApi().addHowToStep({ language, ...words, imageKey: await uploadStepPicture(picture) });
}

/** Without a new picture the step keeps its own. */
export async function updateHowToStep(id: number, words: StepWords, picture: File | null): Promise<void> {
  await browserApi().updateHowToStep(id, { ...words, ...(picture ? { imageKey: await uploadStepPicture(picture) } : {}) });
}
