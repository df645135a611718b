import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../provider/env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toEqual({
      DATA_DIR: '.data',
      PROVIDER_PORT: 4322,
      PROVIDER_HOST: '127.0.0.1',
      PORT: 4321,
      STORAGE_DIR: path.join('.data', 'storage'),
      PUBLIC_STORAGE_URL: '/api/files',
      MAIL_FROM: 'Proxy storefront <no-reply@localhost>',
      DEMO: false,
      TRUSTED_PROXIES: '127.0.0.0/8,::1',
      UPLOAD_DAILY_BYTES_PER_CLIENT: 100 * 1_048_576,
      UPLOAD_DAILY_BYTES_TOTAL: 2048 * 1_048_576,
      UPLOAD_RETENTION_HOURS: 24,
      ORDER_PAY_WITHIN_MINUTES: 24 * 60,
      SCHEDULE_EVERY_MS: 60_000,
      DEMO_STEP_MS: 20_000,
      CATALOG_SIZE: 10_000,
      PAYMENT_PROVIDERS: [],
      MIDTRANS_API_URL: 'https://app.midtrans.com',
    });
  });

  it('derives STORAGE_DIR from DATA_DIR and treats empty variables as unset', () => {
    const env = loadEnv({ DATA_DIR: '/srv/provider', DATABASE_URL: '', PROVIDER_PORT: '8080' });
    expect(env).toMatchObject({ STORAGE_DIR: '/srv/provider/storage', PROVIDER_PORT: 8080 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PROVIDER_PORT: 'eighty', DATABASE_URL: 'mysql://db' }))
      .toThrow(/Invalid provider environment:\n {2}DATABASE_URL: Expected a postgres:\/\/ URL\n {2}PROVIDER_PORT: /);
    expect(() => loadEnv({ SMTP_URL: 'mail.example:25', DEMO: 'yes' }))
      .toThrow(/SMTP_URL: Expected an smtp:\/\/ or smtps:\/\/ URL\n {2}DEMO: /);
  });

  it('takes an S3 bucket whole, or refuses with each variable named', () => {
    const bucket = { S3_BUCKET: 'shop-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };
    expect(loadEnv(bucket)).toMatchObject(bucket);
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' }))
      .toThrow(/S3_ENDPOINT: Set S3_BUCKET too, or unset this\n {2}S3_ACCESS_KEY_ID: Set S3_BUCKET too/);
    expect(() => loadEnv({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => loadEnv({ S3_BUCKET: 'Shop_Files', S3_ENDPOINT: 'ftp://store' })).toThrow(/S3_BUCKET: Expected a bucket name[^\n]*\n {2}S3_ENDPOINT: /);
    expect(() => loadEnv({ PUBLIC_STORAGE_URL: 'cdn.example.com' })).toThrow(/PUBLIC_STORAGE_URL: Expected a path/);
  });

  it('takes a catalog size from a hundred to two million products', () => {
    expect(loadEnv({ CATALOG_SIZE: '1000000' }).CATALOG_SIZE).toBe(1_000_000);
    for (const size of ['99', '2000001', '1e3.5', 'many']) expect(() => loadEnv({ CATALOG_SIZE: size })).toThrow(/CATALOG_SIZE/);
  });
});
