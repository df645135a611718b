import { describe, expect, it } from 'vitest';
import { contentLanguages, requestedLanguage } from '../../provider/tenancy/content-languages';
import { resolveTenantKey } from '../../provider/tenancy/tenant-id';

describe('resolveTenantKey: an id forced by X-Tenant-Id, else the sub-domain label X-Tenant-Domain names', () => {
  it.each([
    [{}, 'host:default'],
    [{ tenantId: 'VN ' }, 'id:vn'],
    [{ tenantId: 'ru', tenantDomain: 'vn.shop.example' }, 'id:ru'],
    [{ tenantDomain: 'vn.shop.example' }, 'host:vn'],
    [{ tenantDomain: 'VN.Shop.Example.' }, 'host:vn'],
    [{ tenantDomain: 'uz.localhost:4321' }, 'host:uz'],
    [{ tenantDomain: 'www.shop.example' }, 'host:default'],
    [{ tenantDomain: 'shop.example' }, 'host:default'],
    [{ tenantDomain: 'localhost' }, 'host:default'],
    [{ tenantDomain: '192.168.1.20:4321' }, 'host:default'],
    [{ tenantDomain: '[::1]:4321' }, 'host:default'],
    [{ tenantId: '' , tenantDomain: 'ru.shop.example' }, 'host:ru'],
    [{ tenantId: 'no_such!' }, null],
    [{ tenantDomain: 'under_score.shop.example' }, null],
  ])('%o → %s', (headers, expected) => {
    const key = resolveTenantKey(headers);
    expect(key && `${key.by}:${key.value}`).toBe(expected);
  });
});

describe('requestedLanguage', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['zh-cn', 'zh-CN'],
    ['zh-TW,zh;q=0.8', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh', 'zh-CN'],
    ['ru2', 'ru2'],
    ['lo-LA', 'la'],
    ['de-DE,fr;q=0.5,en;q=0.7', 'en'],
    ['de,*;q=0.5', null],
    ['en;q=0,ru', 'ru'],
  ])('%s → %s', (header, expected) => {
    expect(requestedLanguage(header)).toBe(expected);
  });
});

describe('contentLanguages', () => {
  it('tries the requested language, then the tenant default, then English, without repeats', () => {
    expect(contentLanguages('ru2', 'ru')).toEqual(['ru2', 'ru', 'en']);
    expect(contentLanguages('en', 'en')).toEqual(['en']);
    expect(contentLanguages(undefined, 'vi')).toEqual(['vi', 'en']);
    expect(contentLanguages('de', 'uz')).toEqual(['uz', 'en']);
  });

  it('reads the second Russian wording in Russian before the tenant default', () => {
    expect(contentLanguages('ru2', 'en')).toEqual(['ru2', 'ru', 'en']);
    expect(contentLanguages('ru2', 'uz')).toEqual(['ru2', 'ru', 'uz', 'en']);
  });
});
