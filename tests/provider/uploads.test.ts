import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import { UploadToken } from '../../contract/requests';
import { uploads } from '../../provider/db/schema';
import { publicOrigin } from '../../provider/uploads/public-origin';
import { UPLOAD_MAX_BYTES, UPLOAD_POLICY_LIFETIME_MS } from '../../provider/uploads/upload-policy';
import { insertOfferingTenant } from './support/cart-catalog';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
  await insertOfferingTenant(provider.db, 'default', ['Taobao']);
  await insertOfferingTenant(provider.db, 'vn', ['Taobao']);
  const picture = sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  jpeg = new Uint8Array(await picture.clone().jpeg().toBuffer());
  png = new Uint8Array(await picture.clone().png().toBuffer());
});
afterAll(() => provider.close());

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

const token = async (ext: 'jpg' | 'png' = 'jpg', tenant = 'default') =>
  UploadToken.parse(await expectJson(provider.api({ tenant }).front['upload-token'].$get({ query: { ext, catalog: 'PRODUCT_SEARCH' } }), 200));

/** The storefront's form (docs/product.md, "Upload calls"), fields in its order, the file last. */
function uploadForm(t: UploadToken, file: Blob, fields: Partial<Record<'key' | 'policy' | 'OSSAccessKeyId' | 'signature', string>> = {}) {
  const form = new FormData();
  form.append('key', fields.key ?? t.key);
  form.append('name', 'photo.jpg');
  form.append('policy', fields.policy ?? t.policy);
  form.append('OSSAccessKeyId', fields.OSSAccessKeyId ?? t.accessKeyId);
  form.append('success_action_status', '200');
  form.append('signature', fields.signature ?? t.signature);
  form.append('file', file, 'photo.jpg');
  return form;
}

/** A plain POST like the browser's: no tenant, no credentials, no custom headers. */
const post = (body: BodyInit, headers?: HeadersInit) =>
  provider.app.request('/api/storage/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function expectRefusal(response: Response, status: number, code: string): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  const problem = (await response.json()) as Problem;
  expect(problem.code).toBe(code);
  expect(problem.detail).toBeTruthy();
  return problem;
}

const storedRow = async (key: string) => (await provider.db.select().from(uploads).where(eq(uploads.key, key)))[0];

/** The signed upload policy, as S3 POST policies are written. */
interface Policy { expiration: string; conditions: unknown[][] }

describe('GET /api/front/upload-token', () => {
  it('answers a fresh tenant-scoped key, a signed policy and where to send and find the photo', async () => {
    const response = await provider.api({ tenant: 'vn' }).front['upload-token'].$get({ query: { ext: 'jpg', catalog: 'PRODUCT_SEARCH' } });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const t = UploadToken.parse(await response.json());
    expect(t.key).toMatch(/^search\/vn\/20260302\/[0-9a-f-]{36}\.jpg$/);
    expect(t.bucketHost).toBe('http://localhost/api/storage/upload');
    expect(t.cdnUrl).toBe('/api/files');
    expect(t.accessKeyId).toMatch(/^local-[0-9a-f]{16}$/);
    expect(t.fields).toEqual({ key: t.key, policy: t.policy, OSSAccessKeyId: t.accessKeyId, success_action_status: '200', signature: t.signature });
    const policy = JSON.parse(Buffer.from(t.policy, 'base64').toString()) as Policy;
    expect(policy).toEqual({
      expiration: new Date(provider.clock.now().getTime() + UPLOAD_POLICY_LIFETIME_MS).toISOString(),
      conditions: [['eq', '$key', t.key], ['content-length-range', 1, UPLOAD_MAX_BYTES], ['eq', '$Content-Type', 'image/jpeg']],
    });
    expect((await token()).key).not.toBe(t.key);
  });

  it('names the public origin a reverse proxy forwards, or PUBLIC_URL', async () => {
    const forwarded = await expectJson(provider.api({
      tenant: 'default', headers: { 'X-Forwarded-Host': 'shop.example.com', 'X-Forwarded-Proto': 'https' },
    }).front['upload-token'].$get({ query: { ext: 'png', catalog: 'PRODUCT_SEARCH' } }), 200);
    expect(forwarded.bucketHost).toBe('https://shop.example.com/api/storage/upload');
    const request = new Request('http://127.0.0.1:4322/api/front/upload-token', { headers: { 'X-Forwarded-Host': 'evil.test/x' } });
    expect(publicOrigin(request, undefined)).toBe('http://127.0.0.1:4322');
    expect(publicOrigin(request, 'https://vn.shop.example.com/')).toBe('https://vn.shop.example.com');
  });

  it('answers 400 for another extension or purpose, 404 for an unknown tenant', async () => {
    expect((await expectProblem(provider.rawRequest('GET', '/front/upload-token?ext=gif&catalog=PRODUCT_SEARCH', { tenant: 'default' }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(provider.rawRequest('GET', '/front/upload-token?ext=jpg&catalog=AVATAR', { tenant: 'default' }), 400)).code).toBe('VALIDATION_FAILED');
    expect((await expectProblem(provider.api({ tenant: 'nowhere' }).front['upload-token'].$get({ query: { ext: 'jpg', catalog: 'PRODUCT_SEARCH' } }), 404)).code).toBe('TENANT_NOT_FOUND');
  });
});

describe('POST /api/storage/upload', () => {
  it.each([['jpg', 'image/jpeg'], ['png', 'image/png']] as const)('stores a real %s once and serves it as %s with nosniff', async (ext, type) => {
    const t = await token(ext);
    const bytes = ext === 'png' ? png : jpeg;
    const response = await post(uploadForm(t, new Blob([bytes], { type })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ key: t.key, url: `/api/files/${t.key}` });

    const served = await provider.file(`/api/files/${t.key}`);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(await storedRow(t.key)).toMatchObject({ tenantId: 'default', contentType: type, size: bytes.byteLength });

    // A token is good for one upload: the stored photo cannot be replaced with it.
    await expectRefusal(await post(uploadForm(t, new Blob([bytes], { type }))), 409, 'UPLOAD_KEY_USED');
  });

  it('stores a photo the image search accepts at the address the storefront goes to', async () => {
    const t = await token('png');
    expect((await post(uploadForm(t, new Blob([png], { type: 'image/png' })))).status).toBe(200);
    const imageUrl = `${t.cdnUrl}/${t.key}`;
    const found = await expectJson(provider.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl } }), 200);
    expect(found).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a forged signature or another access key id', async () => {
    const t = await token();
    const forged = Buffer.from('x'.repeat(32)).toString('base64');
    await expectRefusal(await post(uploadForm(t, new Blob([jpeg]), { signature: forged })), 403, 'UPLOAD_SIGNATURE_INVALID');
    await expectRefusal(await post(uploadForm(t, new Blob([jpeg]), { signature: '' })), 403, 'UPLOAD_SIGNATURE_INVALID');
    await expectRefusal(await post(uploadForm(t, new Blob([jpeg]), { OSSAccessKeyId: 'local-0000000000000000' })), 403, 'UPLOAD_SIGNATURE_INVALID');
    expect(await provider.storage.get(t.key)).toBeNull();
  });

  it('refuses a tampered policy: another key, a longer life or a larger size', async () => {
    const t = await token();
    const policy = JSON.parse(Buffer.from(t.policy, 'base64').toString()) as Policy;
    const tampered = (change: (p: typeof policy) => void) => {
      const copy = structuredClone(policy);
      change(copy);
      return Buffer.from(JSON.stringify(copy)).toString('base64');
    };
    const otherKey = t.key.replace('/default/', '/vn/');
    for (const [key, changed] of [
      [otherKey, tampered((p) => { p.conditions[0]![2] = otherKey; })],
      [t.key, tampered((p) => { p.expiration = '2099-01-01T00:00:00.000Z'; })],
      [t.key, tampered((p) => { p.conditions[1]![2] = 1e9; })],
    ] as const) {
      await expectRefusal(await post(uploadForm(t, new Blob([jpeg]), { key, policy: changed })), 403, 'UPLOAD_SIGNATURE_INVALID');
    }
  });

  it('refuses a key other than the signed one', async () => {
    const t = await token();
    for (const key of [t.key.replace(/[0-9a-f]{8}-/, '00000000-'), 'search/vn/20260302/photo.jpg', `${t.key}.jpg`, 'catalog/TB-1/0.jpg']) {
      await expectRefusal(await post(uploadForm(t, new Blob([jpeg]), { key })), 403, 'UPLOAD_KEY_NOT_ALLOWED');
      expect(await provider.storage.get(key)).toBeNull();
    }
  });

  it('refuses an expired policy', async () => {
    const t = await token();
    provider.clock.advance(UPLOAD_POLICY_LIFETIME_MS);
    await expectRefusal(await post(uploadForm(t, new Blob([jpeg]))), 403, 'UPLOAD_POLICY_EXPIRED');
    expect(await provider.storage.get(t.key)).toBeNull();
  });

  it('refuses a file of 10485761 bytes with 413 and stores nothing', async () => {
    const t = await token();
    const oversized = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    oversized.set(jpeg);
    const problem = await expectRefusal(await post(uploadForm(t, new Blob([oversized]))), 413, 'UPLOAD_TOO_LARGE');
    expect(problem.detail).toContain('10485760');
    expect(await provider.storage.get(t.key)).toBeNull();
    expect(await storedRow(t.key)).toBeUndefined();
  });

  it('refuses a larger body by its declared length without reading it, and stops reading a longer stream', async () => {
    let pulled = 0;
    const endless = () => new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1 << 20;
        controller.enqueue(new Uint8Array(1 << 20));
      },
    });
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' };
    await expectRefusal(await post(endless(), { ...multipart, 'Content-Length': String(50 * UPLOAD_MAX_BYTES) }), 413, 'UPLOAD_TOO_LARGE');
    expect(pulled).toBeLessThanOrEqual(2 << 20);
    pulled = 0;
    await expectRefusal(await post(endless(), multipart), 413, 'UPLOAD_TOO_LARGE');
    expect(pulled).toBeLessThan(UPLOAD_MAX_BYTES + (3 << 20));
  });

  it('refuses a text file renamed to .png, a GIF, a JPEG under a PNG token, an empty file and unreadable bytes', async () => {
    const pngToken = await token('png');
    const text = new Blob(['just some text, not a picture\n'], { type: 'image/png' });
    await expectRefusal(await post(uploadForm(pngToken, text)), 400, 'UPLOAD_NOT_AN_IMAGE');
    await expectRefusal(await post(uploadForm(pngToken, new Blob([GIF], { type: 'image/png' }))), 400, 'UPLOAD_NOT_AN_IMAGE');
    await expectRefusal(await post(uploadForm(pngToken, new Blob([jpeg], { type: 'image/png' }))), 400, 'UPLOAD_NOT_AN_IMAGE');
    await expectRefusal(await post(uploadForm(pngToken, new Blob([]))), 400, 'UPLOAD_NOT_AN_IMAGE');
    const truncated = png.slice(0, 12);
    await expectRefusal(await post(uploadForm(pngToken, new Blob([truncated]))), 400, 'UPLOAD_NOT_AN_IMAGE');
    expect(await provider.storage.get(pngToken.key)).toBeNull();
    expect(await storedRow(pngToken.key)).toBeUndefined();
  });

  it('answers 400 VALIDATION_FAILED for a form without its fields or no form at all', async () => {
    const t = await token();
    const form = uploadForm(t, new Blob([jpeg]));
    form.delete('signature');
    await expectRefusal(await post(form), 400, 'VALIDATION_FAILED');
    await expectRefusal(await post(JSON.stringify({ key: t.key }), { 'Content-Type': 'application/json' }), 400, 'VALIDATION_FAILED');
    const noFile = uploadForm(t, new Blob([jpeg]));
    noFile.set('file', 'not a file');
    await expectRefusal(await post(noFile), 400, 'VALIDATION_FAILED');
  });
});
