import { describe, expect, it } from 'vitest';
import {
  IMAGE_SEARCH_LIMITS, imageSearchHref, isSearchImageType, storedImageUrl, uploadFailureDetail, uploadForm,
} from '../../../src/lib/search/image-search';

const TOKEN = {
  key: 'search/2025/abc.jpg', policy: 'eyJwb2xpY3kiOjF9', accessKeyId: 'AK1', signature: 'sig=', bucketHost: 'https://bucket.example', cdnUrl: 'https://cdn.example/',
};

describe('image search', () => {
  it('takes JPEG and PNG up to 10485760 bytes', () => {
    expect(IMAGE_SEARCH_LIMITS.maxBytes).toBe(10_485_760);
    expect(isSearchImageType('image/jpeg')).toBe(true);
    expect(isSearchImageType('image/png')).toBe(true);
    expect(isSearchImageType('image/gif')).toBe(false);
    expect(isSearchImageType('image/webp')).toBe(false);
  });

  it('posts the signed form fields in order, the file last', () => {
    const form = uploadForm(TOKEN, new Blob(['x'], { type: 'image/jpeg' }), 'photo.jpg');
    expect([...form.keys()]).toEqual(['key', 'name', 'policy', 'OSSAccessKeyId', 'success_action_status', 'signature', 'file']);
    expect(form.get('key')).toBe(TOKEN.key);
    expect(form.get('OSSAccessKeyId')).toBe('AK1');
    expect(form.get('success_action_status')).toBe('200');
    expect((form.get('file') as File).name).toBe('photo.jpg');
  });

  it("posts a bucket token's own fields in order, the file's name after the key, the file last", () => {
    const fields = {
      bucket: 'photos', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256', 'X-Amz-Credential': 'AK1/20260302/auto/s3/aws4_request',
      'X-Amz-Date': '20260302T090000Z', key: TOKEN.key, 'Content-Type': 'image/png', success_action_status: '200', Policy: 'cG9s', 'X-Amz-Signature': 'ab12',
    };
    const form = uploadForm({ ...TOKEN, fields }, new Blob(['x'], { type: 'image/png' }), 'photo.png');
    expect([...form.keys()]).toEqual([...Object.keys(fields).flatMap((field) => (field === 'key' ? [field, 'name'] : [field])), 'file']);
    expect(form.get('name')).toBe('photo.png');
    expect(form.get('X-Amz-Credential')).toBe(fields['X-Amz-Credential']);
    expect(form.get('Content-Type')).toBe('image/png');
    expect(form.has('OSSAccessKeyId')).toBe(false);
  });

  it('finds the stored photo at the CDN address plus the key', () => {
    expect(storedImageUrl(TOKEN)).toBe('https://cdn.example/search/2025/abc.jpg');
    expect(storedImageUrl({ cdnUrl: 'https://cdn.example', key: '/a.png' })).toBe('https://cdn.example/a.png');
    expect(imageSearchHref('https://cdn.example/a.png')).toBe('/product-search?imageUrl=https%3A%2F%2Fcdn.example%2Fa.png');
  });

  it('reads the storage host reason from problem JSON, OSS XML, or the status', async () => {
    const problem = new Response(JSON.stringify({ status: 403, detail: 'Policy expired' }), { status: 403 });
    const xml = new Response('<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>', { status: 403 });
    expect(await uploadFailureDetail(problem)).toBe('Policy expired');
    expect(await uploadFailureDetail(xml)).toBe('Invalid according to Policy');
    expect(await uploadFailureDetail(new Response('', { status: 502 }))).toBe('HTTP 502');
  });
});
