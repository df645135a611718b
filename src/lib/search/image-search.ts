import { problemOf } from '../api/http';
import type { ApiClient } from '../api/client';
import type { UploadToken } from '../../../contract/requests';
import { UPLOAD_SUCCESS_STATUS } from '../../../contract/storage-location';
import { SEARCH_PATH } from './search-page';

/** Limits (docs/product.md, "Image search") for the photo of an image search. */
export const IMAGE_SEARCH_LIMITS = {
  maxBytes: 10_485_760,
  /** MIME type → the extension the upload token is asked for. */
  types: { 'image/jpeg': 'jpg', 'image/png': 'png' },
  /** The photo is shrunk to this longest side before upload: plenty to match a product, quick on any network. */
  maxSide: 200,
} as const;
export type SearchImageType = keyof typeof IMAGE_SEARCH_LIMITS.types;

export const isSearchImageType = (type: string): type is SearchImageType => type in IMAGE_SEARCH_LIMITS.types;

const JPEG_QUALITY = 0.9;

/**
 * The photo redrawn on a canvas at most `maxSide` pixels on its longest side, in its own
 * type. Redrawing also drops the photo's metadata (location, camera) before it leaves.
 */
export async function shrinkImage(file: Blob, type: SearchImageType, maxSide: number = IMAGE_SEARCH_LIMITS.maxSide): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), type, JPEG_QUALITY),
  );
}

/**
 * The multipart form (docs/product.md, "Upload calls"), the file last: the fields the token signs, in its
 * order (an S3 bucket's own names, or key, policy, OSSAccessKeyId, success_action_status,
 * signature), with the file's `name` after the key. A token without `fields` is posted with
 * the default names.
 */
export function uploadForm(token: UploadToken, image: Blob, name: string): FormData {
  const form = new FormData();
  const fields = token.fields ?? {
    key: token.key,
    policy: token.policy,
    OSSAccessKeyId: token.accessKeyId,
    success_action_status: UPLOAD_SUCCESS_STATUS,
    signature: token.signature,
  };
  for (const [field, value] of Object.entries(fields)) {
    form.append(field, value);
    if (field === 'key') form.append('name', name);
  }
  form.append('file', image, name);
  return form;
}

/** Where the stored photo is served: the token's CDN base and key, with one slash between. */
export const storedImageUrl = (token: Pick<UploadToken, 'cdnUrl' | 'key'>): string =>
  `${token.cdnUrl.replace(/\/+$/, '')}/${token.key.replace(/^\/+/, '')}`;

export const imageSearchHref = (imageUrl: string): string => `${SEARCH_PATH}?${new URLSearchParams({ imageUrl })}`;

/** A failed upload, with the storage host's own explanation when it gave one. */
export class UploadError extends Error {}

/** The storage host's reason: problem JSON `detail`, an OSS XML `<Message>`, else the status. */
export async function uploadFailureDetail(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const detail = (JSON.parse(body) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  } catch {
    // Not JSON: OSS answers XML.
  }
  return /<Message>([^<]+)<\/Message>/.exec(body)?.[1] ?? `HTTP ${response.status}`;
}

/** What the upload-failed toast says after its message: the server's detail, else the error's own message. */
export const failureDetailOf = (error: unknown): string =>
  problemOf(error)?.detail ?? (error instanceof Error ? error.message : String(error));

/**
 * Uploads the (already shrunk) photo: an upload token for PRODUCT_SEARCH, then the signed
 * form straight to the storage host. Answers the photo's address for the image search.
 * The storage host may be another origin, so this is a plain `fetch` without the API
 * client's tenant and authorization headers (they would only trigger a CORS preflight).
 */
export async function uploadSearchImage(api: ApiClient, image: Blob, type: SearchImageType, name: string): Promise<string> {
  const token = await api.getUploadToken({ ext: IMAGE_SEARCH_LIMITS.types[type], catalog: 'PRODUCT_SEARCH' });
  const response = await fetch(token.bucketHost, { method: 'POST', body: uploadForm(token, image, name) });
  if (!response.ok) throw new UploadError(await uploadFailureDetail(response));
  return storedImageUrl(token);
}
