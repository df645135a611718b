import { pictureJpeg } from '../../../provider/catalog/product-pictures';
import { uploads } from '../../../provider/db/schema';
import { searchUploadKey } from '../../../provider/uploads/upload-policy';
import type { TestProvider } from './test-provider';

/** A picture an operator's browser uploaded through the signed form: stored, with its uploads row; answers its key. */
export async function uploadedPicture(provider: TestProvider, tenant = 'default'): Promise<string> {
  const now = provider.clock.now();
  const key = searchUploadKey(tenant, 'jpg', now);
  const bytes = await pictureJpeg(key, 0);
  await provider.storage.put(key, bytes, 'image/jpeg');
  await provider.db.insert(uploads).values({ key, tenantId: tenant, contentType: 'image/jpeg', size: bytes.byteLength, createdAt: now });
  return key;
}
