import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSearchResult } from '../../contract/product';
import { UploadToken } from '../../contract/requests';
import { publishCatalogPictures } from '../../provider/catalog/catalog-pictures-storage';
import { catalogImageKey, generateCatalog } from '../../provider/catalog/generator';
import { uploads } from '../../provider/db/schema';
import { loadEnv } from '../../provider/env';
import { openObjectStorage } from '../../provider/storage/open-storage';
import { newPrivateKey } from '../../provider/storage/private-files';
import { InvalidStorageKeyError } from '../../provider/storage/object-storage';
import { sweepExpiredUploads } from '../../provider/uploads/upload-retention';
import { UPLOAD_MAX_BYTES, UPLOAD_POLICY_LIFETIME_MS } from '../../provider/uploads/upload-policy';
import { ensureUploaded } from '../../provider/uploads/uploaded-key';
import { storedImageUrl, uploadForm } from '../../src/lib/search/image-search';
import { S3_TEST_BUCKET, S3_TEST_CREDENTIALS, startS3Server, type TestS3Server } from './support/s3-server';
import { createTestProvider, expectJson, expectProblem, TEST_CATALOG_SIZE, type TestProvider } from './support/test-provider';

/*
 * The S3 backend against a real S3-compatible server (s3rver) on loopback. s3rver stores
 * browser POST uploads but checks neither V4 signatures nor POST policy conditions, so the
 * policy is checked here the way S3 checks it (the signature recomputed with the bucket's
 * secret, the conditions read back), and the provider's own check of a posted object is
 * proven on objects the policy would have refused.
 */

const S3_PORT = 4610;
const CDN = 'https://cdn.shop.example';

let s3: TestS3Server;
let provider: TestProvider;
beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
  provider = await createTestProvider({ env: s3.env });
});
afterAll(async () => {
  await provider.close();
  await s3.close();
});

/** The object as the bucket itself serves it, read past the provider. */
const fromBucket = (key: string) => fetch(`${s3.endpoint}/${S3_TEST_BUCKET}/${key}`);

const token = async (ext: 'jpg' | 'png', on: TestProvider = provider, tenant = 'default') =>
  UploadToken.parse(await expectJson(on.api({ tenant }).front['upload-token'].$get({ query: { ext, catalog: 'PRODUCT_SEARCH' } }), 200));

/** The browser's POST (the storefront's own form code) straight to the bucket. */
const postToBucket = (t: UploadToken, bytes: Uint8Array<ArrayBuffer>, type: string) =>
  fetch(t.bucketHost, { method: 'POST', body: uploadForm(t, new Blob([bytes], { type }), 'photo') });

const searchByImage = async (imageUrl: string, on: TestProvider = provider) =>
  ProductSearchResult.parse(await expectJson(on.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl } }), 200));

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

describe('the S3 storage backend', () => {
  const storage = () => openObjectStorage(loadEnv({ ...s3.env, PUBLIC_STORAGE_URL: CDN }));

  it('puts, gets, tells apart and deletes objects in the bucket, and names them under PUBLIC_STORAGE_URL', async () => {
    const files = storage();
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await files.put('tenants/default/logo-abc.svg', bytes, 'image/svg+xml');
    expect(await files.get('tenants/default/logo-abc.svg')).toEqual({ bytes, contentType: 'image/svg+xml' });
    expect(await files.has('tenants/default/logo-abc.svg')).toBe(true);
    const served = await fromBucket('tenants/default/logo-abc.svg');
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await served.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(files.urlFor('tenants/default/logo-abc.svg')).toBe(`${CDN}/tenants/default/logo-abc.svg`);

    await files.delete('tenants/default/logo-abc.svg');
    expect(await files.get('tenants/default/logo-abc.svg')).toBeNull();
    expect(await files.has('tenants/default/logo-abc.svg')).toBe(false);
    expect((await fromBucket('tenants/default/logo-abc.svg')).status).toBe(404);
    await files.delete('tenants/default/logo-abc.svg');
  });

  it('refuses a key that is not a storage key before asking the bucket', async () => {
    const files = storage();
    await expect(files.put('../escape.txt', new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(files.get('.hidden')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => files.urlFor('a//b')).toThrow(InvalidStorageKeyError);
  });

  it('seeds the tenants\' files into the bucket and serves them at /api/files without a CDN', async () => {
    const logo = (await expectJson(provider.api({ tenant: 'default' }).front.tenant.$get(), 200)).logoImage;
    expect(logo).toMatch(/^\/api\/files\/seed\/default\/logo-[0-9a-f]+\.svg$/);
    const key = logo.slice('/api/files/'.length);
    expect((await fromBucket(key)).status).toBe(200);
    const proxied = await provider.file(logo);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('draws a catalog picture on its first request through /api/files and keeps it in the bucket', async () => {
    const [product] = generateCatalog(TEST_CATALOG_SIZE);
    const key = catalogImageKey(product!.id, 1);
    expect((await fromBucket(key)).status).toBe(404);
    const response = await provider.file(`/api/files/${key}`);
    expect(response.status).toBe(200);
    const kept = await fromBucket(key);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(Buffer.from(await response.arrayBuffer()));
  });
});

describe('image-search uploads straight to the bucket', () => {
  it('answers the bucket as the upload host, with S3 POST policy fields signed by the bucket key', async () => {
    const before = Date.now();
    const t = await token('png');
    expect(t.bucketHost).toBe(`${s3.endpoint}/${S3_TEST_BUCKET}`);
    expect(t.cdnUrl).toBe('/api/files');
    expect(t.key).toMatch(/^search\/default\/20260302\/[0-9a-f-]{36}\.png$/);
    const fields = t.fields!;
    expect(Object.keys(fields).sort()).toEqual(
      ['Content-Type', 'Policy', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Signature', 'bucket', 'key', 'success_action_status'],
    );
    expect(fields).toMatchObject({ key: t.key, 'Content-Type': 'image/png', bucket: S3_TEST_BUCKET, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    // The upload form's names (docs/product.md, "Upload calls") carry the same policy, key id and signature.
    expect([t.policy, t.signature, t.accessKeyId]).toEqual([fields['Policy'], fields['X-Amz-Signature'], S3_TEST_CREDENTIALS.accessKeyId]);

    // The conditions S3 enforces: exactly this key and bucket, 1 byte to 10 MB, this image type, 10 minutes.
    const policy = JSON.parse(Buffer.from(t.policy, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(expect.arrayContaining([
      ['content-length-range', 1, UPLOAD_MAX_BYTES], ['eq', '$Content-Type', 'image/png'], { key: t.key }, { bucket: S3_TEST_BUCKET },
      { 'X-Amz-Credential': fields['X-Amz-Credential'] },
    ]));
    // The one open field is the file's name, which the store does not keep.
    expect(policy.conditions.filter((condition) => Array.isArray(condition) && condition[0] === 'starts-with')).toEqual([['starts-with', '$name', '']]);
    const expires = Date.parse(policy.expiration);
    // The SDK stamps the policy in whole seconds from its own clock (which keeps an offset to the
    // server's); on a loaded machine it came out a second early once: a second of slack either way.
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + UPLOAD_POLICY_LIFETIME_MS) / 1000) * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + UPLOAD_POLICY_LIFETIME_MS + 1000);

    // The V4 signature over the policy, recomputed with the bucket's secret as S3 does.
    const [, date, region, service] = fields['X-Amz-Credential']!.split('/');
    const signingKey = [date!, region!, service!, 'aws4_request']
      .reduce<Buffer>((key, part) => hmac(key, part), Buffer.from(`AWS4${S3_TEST_CREDENTIALS.secretAccessKey}`));
    expect(hmac(signingKey, t.policy).toString('hex')).toBe(t.signature);
    expect(hmac(signingKey, Buffer.from(JSON.stringify({ ...policy, expiration: '2099-01-01T00:00:00Z' })).toString('base64')).toString('hex'))
      .not.toBe(t.signature);
  });

  it('finds the product from a photo the browser posted to the bucket, and records the upload for the retention sweep', async () => {
    const product = generateCatalog(TEST_CATALOG_SIZE)[7]!;
    const cover = await provider.file(`/api/files/${catalogImageKey(product.id, 0)}`);
    const photo = new Uint8Array(await sharp(Buffer.from(await cover.arrayBuffer())).resize(200, 200).png().toBuffer());
    const t = await token('png');
    const posted = await postToBucket(t, photo, 'image/png');
    expect(posted.status).toBe(200);
    const stored = await fromBucket(t.key);
    expect(stored.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(photo);

    const imageUrl = storedImageUrl(t);
    expect(imageUrl).toBe(`/api/files/${t.key}`);
    expect((await searchByImage(imageUrl)).items[0]?.productId).toBe(product.id);
    expect((await provider.db.select().from(uploads).where(eq(uploads.key, t.key)))[0])
      .toMatchObject({ tenantId: 'default', contentType: 'image/png', size: photo.byteLength });
    expect((await searchByImage(imageUrl)).items[0]?.productId).toBe(product.id);

    const later = new Date(provider.clock.now().getTime() + (provider.env.UPLOAD_RETENTION_HOURS + 1) * 3_600_000);
    expect(await sweepExpiredUploads(provider.db, provider.storage, provider.env.UPLOAD_RETENTION_HOURS, later)).toBeGreaterThanOrEqual(1);
    expect((await fromBucket(t.key)).status).toBe(404);
  });

  it('takes a photo posted to the bucket as a certificate or custom item picture of its tenant only', async () => {
    const jpeg = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).jpeg().toBuffer());
    const t = await token('jpg');
    expect((await postToBucket(t, jpeg, 'image/jpeg')).status).toBe(200);
    const now = provider.clock.now();
    await expect(ensureUploaded(provider, 'vn', t.key, 'imageKey', now)).rejects.toMatchObject({ problem: { code: 'VALIDATION_FAILED' } });
    await ensureUploaded(provider, 'default', t.key, 'imageKey', now);
    expect((await provider.db.select().from(uploads).where(eq(uploads.key, t.key)))[0]).toMatchObject({ tenantId: 'default', size: jpeg.byteLength });
    const never = (await token('jpg')).key;
    await expect(ensureUploaded(provider, 'default', never, 'imageKey', now)).rejects.toMatchObject({ problem: { code: 'VALIDATION_FAILED' } });
  });

  it('deletes, and does not search by, an object the policy would have refused: too large, or not the signed type', async () => {
    const tooLarge = await token('jpg');
    const padded = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    padded.set([0xff, 0xd8, 0xff]);
    // s3rver stores what S3 would refuse for its content-length-range; the provider still refuses it.
    expect((await postToBucket(tooLarge, padded, 'image/jpeg')).status).toBe(200);
    const png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer());
    const wrongType = await token('jpg');
    expect((await postToBucket(wrongType, png, 'image/jpeg')).status).toBe(200);
    for (const t of [tooLarge, wrongType]) {
      const problem = await expectProblem(provider.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl: storedImageUrl(t) } }), 400);
      expect(problem.code).toBe('INVALID_IMAGE_URL');
      expect((await fromBucket(t.key)).status).toBe(404);
      expect(await provider.db.select().from(uploads).where(eq(uploads.key, t.key))).toEqual([]);
    }
  });
});

describe('files served from a CDN', () => {
  let cdnProvider: TestProvider;
  beforeAll(async () => {
    cdnProvider = await createTestProvider({ env: { ...s3.env, PUBLIC_STORAGE_URL: CDN }, catalogSize: 12 });
  });
  afterAll(() => cdnProvider.close());

  it('writes every catalog picture into the bucket once, and names pictures and uploads at the CDN', async () => {
    const lines: string[] = [];
    expect(await publishCatalogPictures(cdnProvider.db, cdnProvider.storage, (line) => lines.push(line))).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^catalog pictures published/);
    for (const product of generateCatalog(12)) {
      for (const index of [0, 1, 2]) expect((await fromBucket(catalogImageKey(product.id, index))).status).toBe(200);
    }
    expect(await publishCatalogPictures(cdnProvider.db, cdnProvider.storage, () => {})).toBe(0);

    const found = await expectJson(cdnProvider.api({ tenant: 'default' }).front.product.search.$get({ query: {} }), 200);
    expect(found.items[0]?.coverImage).toMatch(new RegExp(`^${CDN}/catalog/`));

    const t = await token('png', cdnProvider);
    expect(t.cdnUrl).toBe(CDN);
    expect(storedImageUrl(t)).toBe(`${CDN}/${t.key}`);
    const photo = new Uint8Array(await sharp({ create: { width: 30, height: 30, channels: 3, background: '#a03' } }).png().toBuffer());
    expect((await postToBucket(t, photo, 'image/png')).status).toBe(200);
    expect(await searchByImage(storedImageUrl(t), cdnProvider)).toMatchObject({ items: [] });
  });

  it('links a shopper\'s private photo to the provider\'s signed files route, not the CDN', async () => {
    const key = newPrivateKey('default');
    const photo = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a3' } }).jpeg().toBuffer());
    await cdnProvider.storage.put(key, photo, 'image/jpeg');
    const link = cdnProvider.storage.urlFor(key);
    expect(link).toMatch(new RegExp(`^/api/files/${key}\\?expires=\\d+&signature=`));
    const served = await cdnProvider.file(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toMatch(/^private, /);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo);
    expect((await cdnProvider.file(`/api/files/${key}`)).status).toBe(404);
  });
});
