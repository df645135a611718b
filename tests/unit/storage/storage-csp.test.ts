import { describe, expect, it } from 'vitest';
import { bucketUrl, storageOrigins } from '../../../contract/storage-location';
import { storageDirectives } from '../../../src/lib/request/storage-csp.server';

describe('the storage origins a page may reach', () => {
  it('adds nothing when files and uploads stay on the site', () => {
    expect(storageDirectives({})).toEqual([]);
    expect(storageDirectives({ PUBLIC_STORAGE_URL: '/api/files' })).toEqual([]);
  });

  it('admits the bucket for uploads and the CDN for pictures, by origin only', () => {
    expect(storageDirectives({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-1', PUBLIC_STORAGE_URL: 'https://cdn.shop.example/files' }))
      .toEqual(['connect-src https://shop-files.s3.eu-west-1.amazonaws.com', 'img-src https://cdn.shop.example']);
    expect(storageDirectives({ S3_BUCKET: 'shop-files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: '1' }))
      .toEqual(['connect-src http://127.0.0.1:9000']);
    expect(storageOrigins({ S3_BUCKET: 'shop-files', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_REGION: 'auto' }))
      .toEqual({ upload: 'https://shop-files.acc.r2.cloudflarestorage.com', files: null });
  });

  it("admits PUBLIC_URL for the provider's own upload form when there is no bucket", () => {
    expect(storageDirectives({ PUBLIC_URL: 'https://shop.example/' })).toEqual(['connect-src https://shop.example']);
  });

  it('posts to the bucket address the S3 API uses: path style or a bucket sub-domain', () => {
    expect(bucketUrl({ bucket: 'b1', region: 'us-east-1', endpoint: undefined, forcePathStyle: false })).toBe('https://b1.s3.us-east-1.amazonaws.com');
    expect(bucketUrl({ bucket: 'b1', region: 'us-east-1', endpoint: 'http://127.0.0.1:4610', forcePathStyle: true })).toBe('http://127.0.0.1:4610/b1');
  });
});
