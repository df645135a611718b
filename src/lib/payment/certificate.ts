import { IMAGE_SEARCH_LIMITS, isSearchImageType, shrinkImage, uploadFailureDetail, uploadForm, UploadError } from '../search/image-search';
import { shopperApi } from '../session/shopper-api';

/** A transfer certificate is read by a person: large enough for its small print. */
const CERTIFICATE_MAX_SIDE = 1600;

/** A JPEG or PNG picture within the upload limit (SPEC section 9). */
export const isCertificatePicture = (file: Pick<File, 'type' | 'size'>): boolean =>
  isSearchImageType(file.type) && file.size <= IMAGE_SEARCH_LIMITS.maxBytes;

/**
 * Uploads the bank transfer's certificate through the signed upload (SPEC section 7) and
 * answers its storage key for the deposit. Redrawn first, which also drops the photo's
 * metadata. The contract's upload token knows one catalog (PRODUCT_SEARCH), so the picture
 * is stored there; the provider accepts any upload of this site as a certificate.
 */
export async function uploadCertificate(file: File): Promise<string> {
  if (!isSearchImageType(file.type)) throw new UploadError(file.type);
  const picture = await shrinkImage(file, file.type, CERTIFICATE_MAX_SIDE);
  const token = await shopperApi().getUploadToken({ ext: IMAGE_SEARCH_LIMITS.types[file.type], catalog: 'PRODUCT_SEARCH' });
  const response = await fetch(token.bucketHost, { method: 'POST', body: uploadForm(token, picture, file.name) });
  if (!response.ok) throw new UploadError(await uploadFailureDetail(response));
  return token.key;
}
