import type { Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { UploadError } from '../../../lib/search/image-search';
import { problemText } from '../../forms/problem-text';

/** What the bench shows of a failed scan, upload or receipt, translated. */
export const receivingErrorText = (t: TFunction, lng: Language, error: unknown): string =>
  error instanceof UploadError ? t('desk-receiving:photos.failed') : problemText(t, lng, shopperProblemOf(error));
