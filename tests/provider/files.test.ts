import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tenant } from '../../contract/tenant';
import { InvalidStorageKeyError } from '../../provider/storage/object-storage';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
  await provider.storage.put('uploads/2025/photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
});
afterAll(() => provider.close());

describe('GET /api/files/{key}', () => {
  it('serves a stored file with its content type, nosniff and a long cache lifetime', async () => {
    const response = await provider.file('/api/files/uploads/2025/photo.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers urlFor under PUBLIC_STORAGE_URL', () => {
    expect(provider.storage.urlFor('uploads/2025/photo.png')).toBe('/api/files/uploads/2025/photo.png');
  });

  it('answers 404 NOT_FOUND for a key with nothing stored, or a folder', async () => {
    expect((await expectProblem(provider.file('/api/files/uploads/2025/missing.png'), 404)).code).toBe('NOT_FOUND');
    expect((await expectProblem(provider.file('/api/files/uploads/2025'), 404)).code).toBe('NOT_FOUND');
    expect([await provider.storage.has('uploads/2025/photo.png'), await provider.storage.has('uploads/2025/missing.png')]).toEqual([true, false]);
    expect(await provider.storage.has('uploads/2025')).toBe(false);
  });

  it.each([
    '/files/..%2F..%2F..%2Fetc%2Fpasswd',
    '/files/uploads/..%2F..%2Fpackage.json',
    '/files/%2E%2E%2Fpackage.json',
    '/files/uploads/2025/.photo.png.content-type',
    '/files/uploads//photo.png',
    '/files/uploads%5C..%5Cphoto.png',
  ])('refuses the path %s with 400 VALIDATION_FAILED', async (path) => {
    const problem = await expectProblem(provider.rawRequest('GET', path), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
  });

  it('never resolves a dot-dot path outside the files route', async () => {
    const response = await provider.rawRequest('GET', '/files/../health');
    // The URL parser removes the dot segment before routing: this is simply /api/health.
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Content-Type-Options')).toBeNull();
  });

  it('refuses keys that leave the storage root in the storage layer itself', async () => {
    await expect(provider.storage.get('../outside.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(provider.storage.put('a/../../b', new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => provider.storage.urlFor('/etc/passwd')).toThrow(InvalidStorageKeyError);
  });
});

describe('seeded artwork', () => {
  it('is reachable at the URL the tenant names', async () => {
    const seeded = await createTestProvider();
    try {
      const tenant = Tenant.parse(await expectJson(seeded.api({ tenant: 'uz' }).front.tenant.$get(), 200));
      const logo = await seeded.file(tenant.logoImage);
      expect(logo.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await logo.text()).toContain('Xitoy Bozor');
    } finally {
      await seeded.close();
    }
  });
});
