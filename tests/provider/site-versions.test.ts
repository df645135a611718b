import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteVersions } from '../../contract/site-versions';
import { recordSiteChange } from '../../provider/desk/site-change';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const versions = async () => SiteVersions.parse(await expectJson(provider.api()['site-versions'].$get(), 200)).versions;

describe('GET /api/site-versions', () => {
  it("names every tenant's site version, needs no tenant header, and is never cached", async () => {
    const response = await provider.rawRequest('GET', '/site-versions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = SiteVersions.parse(await response.json());
    expect(Object.keys(answer.versions)).toEqual(expect.arrayContaining(['default', 'vn', 'ru']));
  });

  it("a desk change to what the site shows raises that tenant's number only", async () => {
    const before = await versions();
    await provider.db.transaction((tx) => recordSiteChange(tx, { tenantId: 'vn', operatorId: null, role: null, clientAddress: null }, {
      action: 'settings.update', recordType: 'tenant', recordId: 'vn', before: { themeColor: '16a34a' }, after: { themeColor: '0f766e' },
    }, provider.clock.now()));
    const after = await versions();
    expect(after.vn).toBe((before.vn ?? 0) + 1);
    expect({ ...after, vn: before.vn }).toEqual(before);
  });
});
