import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '../../contract/desk';
import { MAX_HOW_TO_STEPS_PER_LANGUAGE } from '../../contract/desk-how-to';
import { howToUseSteps, tenants } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { uploadedPicture as uploadedPictureOf } from './support/uploads';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from './support/test-provider';

let provider: TestProvider;
const tokens: Partial<Record<OperatorRole, string>> = {};
beforeAll(async () => {
  provider = await createTestProvider();
  tokens.OWNER = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  for (const role of ['CONTENT', 'BUYER'] as const) {
    tokens[role] = (await newOperator(provider, tokens.OWNER, `how-to-${role.toLowerCase()}@example.com`, role)).token;
  }
});
afterAll(() => provider.close());

const steps = (role: OperatorRole = 'CONTENT', tenant = 'default') => provider.api({ tenant, token: tokens[role] ?? '' }).desk.content['how-to'];
const shownSteps = async (language: string) =>
  (await expectJson(provider.api({ tenant: 'default', language }).front['site-how-to-use'].$get(), 200)).steps;
const siteVersion = async () => (await provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, 'default')))[0]?.v ?? 0;

const uploadedPicture = (tenant = 'default') => uploadedPictureOf(provider, tenant);

const words = { stepName: 'Track it', stepRemark: 'Every step by mail', stepDesc: '<p onclick="x()">Follow it<script>alert(1)</script></p>' };

describe('how-to-use steps on the desk', () => {
  it('add (picture kept, description sanitised), edit keeping or changing the picture, move, remove: each an audited site change the page shows', async () => {
    const before = await expectJson(steps().$get({ query: { language: 'en' } }), 200);
    const version = await siteVersion();
    const added = await expectJson(steps().$post({ json: { language: 'en', ...words, imageKey: await uploadedPicture() } }), 201);
    expect(added.stepImage).toMatch(/\/site\/default\/how-to-[0-9a-f-]+\.jpg$/);
    expect(added.stepDesc).toBe('<p>Follow it</p>');
    expect(await siteVersion()).toBe(version + 1);
    expect((await lastAudit(provider, 'how-to-step.add')).recordId).toBe(String(added.id));
    expect((await shownSteps('en')).at(-1)).toMatchObject({ stepName: 'Track it', stepImage: added.stepImage });

    const id = String(added.id);
    const edited = await expectJson(steps('OWNER')[':id'].$put({ param: { id }, json: { stepName: 'Track your parcel', stepRemark: '', stepDesc: '<p>By mail.</p>' } }), 200);
    expect(edited).toMatchObject({ stepName: 'Track your parcel', stepRemark: '', stepImage: added.stepImage, stepDesc: '<p>By mail.</p>' });
    expect((await lastAudit(provider, 'how-to-step.update')).before).toMatchObject({ stepName: 'Track it' });
    const repictured = await expectJson(steps()[':id'].$put({ param: { id }, json: { ...words, imageKey: await uploadedPicture() } }), 200);
    expect(repictured.stepImage).not.toBe(added.stepImage);
    // The replaced picture leaves storage; the new one stays until the step is removed.
    const stored = (url: string) => provider.storage.has(url.slice(url.indexOf('site/default/')));
    expect([await stored(added.stepImage), await stored(repictured.stepImage)]).toEqual([false, true]);

    const moved = await expectJson(steps()[':id'].move.$post({ param: { id }, json: { direction: 'up' } }), 200);
    expect(moved.items.map((step) => step.id).indexOf(added.id)).toBe(before.items.length - 1);
    expect(moved.items.map((step) => step.sort)).toEqual(moved.items.map((_, at) => at + 1));
    expect((await shownSteps('en')).at(-2)?.stepName).toBe('Track it');
    // The first step cannot go further up: nothing moves, nothing is recorded.
    const first = String(moved.items[0]?.id);
    const unmoved = await siteVersion();
    expect((await expectJson(steps()[':id'].move.$post({ param: { id: first }, json: { direction: 'up' } }), 200)).items).toEqual(moved.items);
    expect(await siteVersion()).toBe(unmoved);

    await expectStatus(steps()[':id'].$delete({ param: { id } }), 204);
    expect(await stored(repictured.stepImage)).toBe(false);
    expect((await expectJson(steps().$get({ query: { language: 'en' } }), 200)).items).toHaveLength(before.items.length);
    expect((await shownSteps('en')).map((step) => step.stepName)).not.toContain('Track it');
    await expectProblem(steps()[':id'].$delete({ param: { id } }), 404);
  });

  it('refuses out-of-bounds words, a language the site does not offer, a key that is no upload, and more steps than the cap', async () => {
    const imageKey = await uploadedPicture();
    for (const bad of [
      { ...words, stepName: '' }, { ...words, stepName: 'n'.repeat(81) }, { ...words, stepRemark: 'r'.repeat(201) },
      { ...words, stepDesc: '' }, { ...words, stepDesc: 'd'.repeat(10_001) },
    ]) {
      expect((await expectProblem(steps().$post({ json: { language: 'en', ...bad, imageKey } }), 400)).code).toBe('VALIDATION_FAILED');
    }
    await expectProblem(steps().$post({ json: { language: 'en', ...words, imageKey: 'search/default/nothing.jpg' } }), 400);
    await expectProblem(steps().$post({ json: { language: 'en', ...words, imageKey: await uploadedPicture('vn') } }), 400);
    await expectProblem(steps().$get({ query: { language: 'xx' as 'en' } }), 400);
    const [tenant] = await provider.db.select({ languages: tenants.supportedLanguages }).from(tenants).where(eq(tenants.id, 'default'));
    const unoffered = (['ja', 'ko', 'th', 'ar'] as const).find((language) => !tenant?.languages.includes(language));
    if (unoffered) await expectProblem(steps().$post({ json: { language: unoffered, ...words, imageKey } }), 400);

    // A language's list is capped; the cap is checked before the row is written.
    const now = await expectJson(steps().$get({ query: { language: 'en' } }), 200);
    const filler = Array.from({ length: MAX_HOW_TO_STEPS_PER_LANGUAGE - now.items.length }, (_, at) => ({
      tenantId: 'default', language: 'en', sort: 100 + at, stepName: `Filler ${at}`, stepRemark: '', stepImage: '/x.jpg', stepDesc: '<p>x</p>',
    }));
    if (filler.length > 0) await provider.db.insert(howToUseSteps).values(filler);
    await expectProblem(steps().$post({ json: { language: 'en', ...words, imageKey } }), 400);
    await provider.db.delete(howToUseSteps).where(eq(howToUseSteps.stepImage, '/x.jpg'));
  });

  it('OWNER and CONTENT may; another role is 403, a shopper 401, another tenant\'s step 404', async () => {
    await expectJson(steps('OWNER').$get({ query: { language: 'en' } }), 200);
    await expectProblem(steps('BUYER').$get({ query: { language: 'en' } }), 403);
    await expectProblem(steps('BUYER')[':id'].move.$post({ param: { id: '1' }, json: { direction: 'up' } }), 403);
    const shopper = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token;
    await expectProblem(provider.api({ tenant: 'default', token: shopper }).desk.content['how-to'].$get({ query: { language: 'en' } }), 401);

    const [ours] = (await expectJson(steps().$get({ query: { language: 'en' } }), 200)).items;
    if (!ours) throw new Error('The default tenant has no English steps');
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    const vnSteps = provider.api({ tenant: 'vn', token: vnOwner }).desk.content['how-to'];
    const id = String(ours.id);
    await expectProblem(vnSteps[':id'].$put({ param: { id }, json: { ...words } }), 404);
    await expectProblem(vnSteps[':id'].move.$post({ param: { id }, json: { direction: 'down' } }), 404);
    await expectProblem(vnSteps[':id'].$delete({ param: { id } }), 404);
    expect((await expectJson(steps().$get({ query: { language: 'en' } }), 200)).items[0]).toEqual(ours);
  });
});
