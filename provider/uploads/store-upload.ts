import sharp from 'sharp';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { ProviderEnv } from '../env';
import { isUniqueViolation } from '../db/errors';
import { uploads } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { ObjectStorage } from '../storage/object-storage';
import { hasTooManyPixels, MAX_IMAGE_PIXELS } from '../catalog/image-hash';
import { sniffImageType } from './image-bytes';
import { uploadTooLarge } from './upload-form';
import type { AllowedUpload } from './upload-policy';
import { takeUploadQuota, type Uploader } from './upload-quota';

const notAnImage = (detail: string) => new ProblemError({ status: 400, code: 'UPLOAD_NOT_AN_IMAGE', detail });

/**
 * Stores a verified upload: within the policy's size range, really the image type the token
 * was asked for (by its bytes, and readable as one), within the uploader's and the site's
 * daily byte quota, under a key used only once. The row and
 * the file go together: a file that cannot be stored leaves no row behind.
 */
export async function storeUpload(
  { db, storage, env, clock }: { db: Database; storage: ObjectStorage; env: ProviderEnv; clock: Clock },
  allowed: AllowedUpload,
  file: File,
  uploader: Uploader,
): Promise<{ key: string; url: string }> {
  if (file.size > allowed.maxBytes) throw uploadTooLarge();
  if (file.size < allowed.minBytes) throw notAnImage('The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (type !== allowed.contentType) {
    throw notAnImage(`The file is not a ${allowed.contentType === 'image/png' ? 'PNG' : 'JPEG'} image.`);
  }
  // The signature says what the file claims to be; the decoder says whether it is one. Only
  // the header is read: the pixel count is refused before anything decodes the picture.
  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata?.width || !metadata.height) throw notAnImage('The image cannot be read.');
  if (hasTooManyPixels(metadata)) {
    throw new ProblemError({ status: 413, code: 'UPLOAD_TOO_LARGE', detail: `The image has more than ${MAX_IMAGE_PIXELS} pixels.` });
  }

  const now = clock();
  await takeUploadQuota(db, env, allowed.tenantId, uploader, bytes.byteLength, now);

  try {
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values({ key: allowed.key, tenantId: allowed.tenantId, contentType: type, size: bytes.byteLength, createdAt: now });
      await storage.put(allowed.key, bytes, type);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'uploads_pkey')) {
      throw new ProblemError({ status: 409, code: 'UPLOAD_KEY_USED', detail: 'This upload token was already used: ask for a new one.' });
    }
    throw error;
  }
  return { key: allowed.key, url: storage.urlFor(allowed.key) };
}
