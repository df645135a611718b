import type { UploadToken } from '../../../contract/requests';
import { IMAGE_SEARCH_LIMITS, isSearchImageType, shrinkImage, uploadFailureDetail, uploadForm, UploadError, type SearchImageType } from '../search/image-search';
import { shopperApi } from '../session/shopper-api';

/** A JPEG or PNG picture within the upload limit (docs/product.md, "Limits"). */
export const isUploadablePicture = (file: Pick<File, 'type' | 'size'>): boolean =>
  isSearchImageType(file.type) && file.size <= IMAGE_SEARCH_LIMITS.maxBytes;

/** Asks for the signed form of one upload of a picture of this extension. */
export type UploadTokenSource = (ext: (typeof IMAGE_SEARCH_LIMITS.types)[SearchImageType]) => Promise<UploadToken>;

/** The shopper's upload tokens: the public ones. The contract's token knows one catalog (PRODUCT_SEARCH), so pictures are stored there. */
const shopperTokens: UploadTokenSource = (ext) => shopperApi().getUploadToken({ ext, catalog: 'PRODUCT_SEARCH' });

/**
 * Uploads a picture (a transfer certificate, a custom item's photo, a warehouse QC photo)
 * through the signed upload (docs/product.md, "Upload calls") and answers its storage key.
 * Redrawn first, at most `maxSide` pixels a side, which also drops the photo's metadata. The
 * provider accepts any upload of this site where it takes a picture.
 */
export async function uploadPicture(file: File, maxSide: number, tokens: UploadTokenSource = shopperTokens): Promise<string> {
  if (!isSearchImageType(file.type)) throw new UploadError(file.type);
  const picture = await shrinkImage(file, file.type, maxSide);
  const token = await tokens(IMAGE_SEARCH_LIMITS.types[file.type]);
  const response = await fetch(token.bucketHost, { method: 'POST', body: uploadForm(token, picture, file.name) });
  if (!response.ok) throw new UploadError(await uploadFailureDetail(response));
  return token.key;
}
