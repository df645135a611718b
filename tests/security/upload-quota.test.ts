import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import { UploadToken } from '../../contract/requests';
import { uploads } from '../../provider/db/schema';
import { startUploadSweeper, sweepExpiredUploads } from '../../provider/uploads/upload-retention';
import { insertOfferingTenant } from '../provider/support/cart-catalog';
import { DEMO_SHOPPER, logIn } from '../provider/support/shoppers';
import { createTestProvider, type TestProvider } from '../provider/support/test-provider';

/**
 * Issue 8, defect 8: upload tokens were issued without limit to anonymous visitors, every
 * upload was kept for ever, and three 9.5 MB uploads grew the data directory by 28.6 MB.
 */

const HOUR_MS = 60 * 60_000;
let photo: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  photo = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer());
});

const fromClient = (address: string) => ({ 'X-Forwarded-For': address });

async function tokenResponse(provider: TestProvider, headers: Record<string, string>, bearer?: string): Promise<Response> {
  return provider.rawRequest('GET', '/front/upload-token?ext=jpg&catalog=PRODUCT_SEARCH', { tenant: 'default', headers, token: bearer });
}

/** Asks for a token and posts the photo with it, both from the same client (and shopper). */
async function upload(provider: TestProvider, headers: Record<string, string>, bearer?: string): Promise<Response> {
  const tokenAnswer = await tokenResponse(provider, headers, bearer);
  expect(tokenAnswer.status).toBe(200);
  const token = UploadToken.parse(await tokenAnswer.json());
  const form = new FormData();
  form.append('key', token.key);
  form.append('policy', token.policy);
  form.append('OSSAccessKeyId', token.accessKeyId);
  form.append('signature', token.signature);
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  return provider.app.request('/api/storage/upload', {
    method: 'POST', body: form, headers: { ...headers, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
  });
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(((await response.json()) as Problem).code).toBe('TOO_MANY_ATTEMPTS');
}

describe('per client and per shopper', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    // Room for two photos a day per client or shopper.
    provider = await createTestProvider({ env: { UPLOAD_DAILY_BYTES_PER_CLIENT: String(photo.byteLength * 2 + 100) } });
  });
  afterAll(() => provider.close());

  it('limits upload tokens per client address, not for everyone', async () => {
    for (let i = 0; i < 60; i++) expect((await tokenResponse(provider, fromClient('203.0.113.7'))).status).toBe(200);
    await expectRefused(await tokenResponse(provider, fromClient('203.0.113.7')));
    expect((await tokenResponse(provider, fromClient('203.0.113.8'))).status).toBe(200);
    provider.clock.advance(HOUR_MS);
    expect((await tokenResponse(provider, fromClient('203.0.113.7'))).status).toBe(200);
  });

  it('limits upload tokens per shopper, from whichever address', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    for (let i = 0; i < 60; i++) expect((await tokenResponse(provider, fromClient(`198.51.100.${i + 1}`), token)).status).toBe(200);
    await expectRefused(await tokenResponse(provider, fromClient('198.51.100.200'), token));
    // The same address without the shopper's session is another client.
    expect((await tokenResponse(provider, fromClient('198.51.100.200'))).status).toBe(200);
    provider.clock.advance(HOUR_MS);
  });

  it('stores at most the daily byte quota per client address', async () => {
    expect((await upload(provider, fromClient('192.0.2.10'))).status).toBe(200);
    expect((await upload(provider, fromClient('192.0.2.10'))).status).toBe(200);
    await expectRefused(await upload(provider, fromClient('192.0.2.10')));
    expect((await upload(provider, fromClient('192.0.2.11'))).status).toBe(200);
    provider.clock.advance(24 * HOUR_MS);
    expect((await upload(provider, fromClient('192.0.2.10'))).status).toBe(200);
  });

  it('stores at most the daily byte quota per shopper, from whichever address', async () => {
    const { token } = await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await upload(provider, fromClient('192.0.2.20'), token)).status).toBe(200);
    expect((await upload(provider, fromClient('192.0.2.21'), token)).status).toBe(200);
    await expectRefused(await upload(provider, fromClient('192.0.2.22'), token));
  });
});

describe('for the whole site', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false, env: { UPLOAD_DAILY_BYTES_TOTAL: String(photo.byteLength * 3 + 100) } });
    await insertOfferingTenant(provider.db, 'default', ['Taobao']);
  });
  afterAll(() => provider.close());

  it('stores at most the daily byte quota of all clients together', async () => {
    for (const client of ['192.0.2.30', '192.0.2.31', '192.0.2.32']) expect((await upload(provider, fromClient(client))).status).toBe(200);
    await expectRefused(await upload(provider, fromClient('192.0.2.33')));
    provider.clock.advance(24 * HOUR_MS + 1000);
    expect((await upload(provider, fromClient('192.0.2.33'))).status).toBe(200);
  });
});

describe('retention', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false, env: { UPLOAD_RETENTION_HOURS: '6' } });
    await insertOfferingTenant(provider.db, 'default', ['Taobao']);
  });
  afterAll(() => provider.close());

  const stored = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { key: string }).key;
  };
  const fileStatus = async (key: string) => (await provider.file(`/api/files/${key}`)).status;
  const rowOf = async (key: string) => (await provider.db.select().from(uploads).where(eq(uploads.key, key)))[0];

  it('deletes image-search uploads, file and row, once older than UPLOAD_RETENTION_HOURS', async () => {
    const old = await stored(await upload(provider, fromClient('192.0.2.40')));
    provider.clock.advance(5 * HOUR_MS);
    const recent = await stored(await upload(provider, fromClient('192.0.2.40')));
    expect(await fileStatus(old)).toBe(200);

    provider.clock.advance(HOUR_MS + 1000);
    expect(await sweepExpiredUploads(provider.db, provider.storage, provider.env.UPLOAD_RETENTION_HOURS, provider.clock.now())).toBe(1);
    expect(await fileStatus(old)).toBe(404);
    expect(await rowOf(old)).toBeUndefined();
    expect(await fileStatus(recent)).toBe(200);
    expect(await rowOf(recent)).toBeDefined();
  });

  it('sweeps in the background from the start', async () => {
    const key = await stored(await upload(provider, fromClient('192.0.2.41')));
    provider.clock.advance(7 * HOUR_MS);
    const lines: string[] = [];
    const stop = startUploadSweeper(provider.db, provider.storage, provider.env.UPLOAD_RETENTION_HOURS, { clock: provider.clock.now, log: (line) => lines.push(line) });
    try {
      await expect.poll(() => fileStatus(key), { timeout: 5000 }).toBe(404);
      expect(lines.join('\n')).toMatch(/deleted \d+ image-search uploads/);
    } finally {
      stop();
    }
  });
});
