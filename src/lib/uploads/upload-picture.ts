import { IMAGE_SEARCH_LIMITS, isSearchImageType, shrinkImage, uploadFailureDetail, uploadForm, UploadError } from '../search/image-search';
import type { ApiClient } from '../api/client';
import { shopperApi } from '../session/shopper-api';

/** A JPEG or PNG picture within the upload limit (docs/product.md, "Limits"). */
export const isUploadablePicture = (file: Pick<File, 'type' | 'size'>): boolean =>
  isSearchImageType(file.type) && file.size <= IMAGE_SEARCH_LIMITS.maxBytes;

/**
 * Uploads a picture the shopper chose (a transfer certificate, a custom item's photo) through
 * the signed upload (docs/product.md, "Upload calls") and answers its storage key. Redrawn first, at most
 * `maxSide` pixels a side, which also drops the photo's metadata. The contract's upload token
 * knows one catalog (PRODUCT_SEARCH), so the picture is stored there; the provider accepts any
 * upload of this site where it takes a picture. The desk passes its own client (`api`), which
 * does not apply the shopper's 401 rule.
 */
export async function uploadPicture(file: File, maxSide: number, api: ApiClient = shopperApi()): Promise<string> {
  if (!isSearchImageType(file.type)) throw new UploadError(file.type);
  const picture = await shrinkImage(file, file.type, maxSide);
  const token = await api.getUploadToken({ ext: IMAGE_SEARCH_LIMITS.types[file.type], catalog: 'PRODUCT_SEARCH' });
  const response = await fetch(token.bucketHost, { method: 'POST', body: uploadForm(token, picture, file.name) });
  if (!response.ok) throw new UploadError(await uploadFailureDetail(response));
  return token.key;
}
