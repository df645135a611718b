import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureJpeg } from '../../provider/catalog/product-pictures';
import type { Database } from '../../provider/db/client';
import { siteImages, tenants, uploads } from '../../provider/db/schema';
import type { DeskActor } from '../../provider/desk/audit';
import { addBanner, removeBanner } from '../../provider/desk/content/banners';
import { updateLogo } from '../../provider/desk/settings/logo';
import { providerLog } from '../../provider/logger';
import type { ObjectStorage } from '../../provider/storage/object-storage';
import { searchUploadKey } from '../../provider/uploads/upload-policy';
import { DEMO_OWNER, deskLogIn } from './support/operators';
import { createTestProvider, expectJson, type TestProvider } from './support/test-provider';

/* A banner's or logo's picture leaves storage once nothing shows it, never before the change committed (docs/product.md, "Content desk"). */

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  token = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
});
afterAll(() => provider.close());

const actor: DeskActor = { tenantId: 'default', operatorId: null, role: null, clientAddress: null };
const api = () => provider.api({ tenant: 'default', token }).desk;
const keyOf = (url: string) => url.slice(url.indexOf('site/default/'));
const stored = (url: string) => provider.storage.has(keyOf(url));

async function tenant() {
  const [row] = await provider.db.select().from(tenants).where(eq(tenants.id, 'default'));
  if (!row) throw new Error('No default tenant');
  return row;
}

async function uploadedPicture(): Promise<string> {
  const now = provider.clock.now();
  const key = searchUploadKey('default', 'jpg', now);
  const bytes = await pictureJpeg(key, 0);
  await provider.storage.put(key, bytes, 'image/jpeg');
  await provider.db.insert(uploads).values({ key, tenantId: 'default', contentType: 'image/jpeg', size: bytes.byteLength, createdAt: now });
  return key;
}

const newBanner = async () => expectJson(api().content.banners.$post({
  json: { imageKey: await uploadedPicture(), link: null, texts: { en: { title: 'Sale', caption: '' } } },
}), 201);

/** The database, whose transactions do all their writes and then fail: nothing they did commits. */
const failingCommits = (db: Database): Database => new Proxy(db, {
  get(target, property, receiver) {
    if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
    const failing: Database['transaction'] = (work) => target.transaction(async (tx) => {
      await work(tx);
      throw new Error('The commit fails');
    });
    return failing;
  },
});

/** The storage, noting every key written to it. */
function recordingPuts(storage: ObjectStorage, written: string[]): ObjectStorage {
  return new Proxy(storage, {
    get(target, property, receiver) {
      if (property !== 'put') return Reflect.get(target, property, receiver) as unknown;
      const put: ObjectStorage['put'] = (key, bytes, contentType) => {
        written.push(key);
        return target.put(key, bytes, contentType);
      };
      return put;
    },
  });
}

describe('banner pictures', () => {
  it('a removed banner\'s picture leaves storage', async () => {
    const banner = await newBanner();
    expect(await stored(banner.imageUrl)).toBe(true);
    expect((await api().content.banners[':id'].$delete({ param: { id: String(banner.id) } })).status).toBe(204);
    expect(await stored(banner.imageUrl)).toBe(false);
  });

  it('a removal that fails keeps the picture the banner still shows', async () => {
    const banner = await newBanner();
    const deps = { db: failingCommits(provider.db), storage: provider.storage, log: providerLog };
    await expect(removeBanner(deps, await tenant(), actor, banner.id, provider.clock.now())).rejects.toThrow('The commit fails');
    expect((await expectJson(api().content.banners.$get(), 200)).items.map((item) => item.id)).toContain(banner.id);
    expect(await stored(banner.imageUrl)).toBe(true);
  });

  it('a picture another row still shows stays (the seed draws shared artwork once)', async () => {
    const banner = await newBanner();
    await provider.db.insert(siteImages).values({ tenantId: 'default', kind: 'image', imageUrl: banner.imageUrl, link: null, title: 'Tile', caption: '', language: 'en', sort: 99 });
    expect((await api().content.banners[':id'].$delete({ param: { id: String(banner.id) } })).status).toBe(204);
    expect(await stored(banner.imageUrl)).toBe(true);
    await provider.db.delete(siteImages).where(eq(siteImages.imageUrl, banner.imageUrl));
  });

  it('an addition that fails leaves no copy of the upload behind', async () => {
    const written: string[] = [];
    const deps = { db: failingCommits(provider.db), storage: recordingPuts(provider.storage, written), log: providerLog };
    const input = { imageKey: await uploadedPicture(), link: null, texts: { en: { title: 'Sale', caption: '' } } };
    await expect(addBanner(deps, await tenant(), actor, input, provider.clock.now())).rejects.toThrow('The commit fails');
    expect(written).toEqual([expect.stringMatching(/^site\/default\/banner-/)]);
    expect(await provider.storage.has(written[0] ?? '')).toBe(false);
  });
});

describe('the logo', () => {
  it('a replaced logo leaves storage; a replacement that fails keeps the logo and drops its copy', async () => {
    const first = await expectJson(api().settings.logo.$put({ json: { key: await uploadedPicture() } }), 200);
    const second = await expectJson(api().settings.logo.$put({ json: { key: await uploadedPicture() } }), 200);
    expect(await stored(first.logoImage)).toBe(false);
    expect(await stored(second.logoImage)).toBe(true);

    const written: string[] = [];
    const deps = { db: failingCommits(provider.db), storage: recordingPuts(provider.storage, written), log: providerLog };
    await expect(updateLogo(deps, actor, await uploadedPicture(), provider.clock.now())).rejects.toThrow('The commit fails');
    expect((await tenant()).logoImage).toBe(second.logoImage);
    expect(await stored(second.logoImage)).toBe(true);
    expect(written).toEqual([expect.stringMatching(/^site\/default\/logo-/)]);
    expect(await provider.storage.has(written[0] ?? '')).toBe(false);
  });
});
