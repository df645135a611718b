import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let ownerToken: string;
let contentToken: string;
let buyerToken: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ownerToken = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  contentToken = (await newOperator(provider, ownerToken, 'lists@example.com', 'CONTENT')).token;
  buyerToken = (await newOperator(provider, ownerToken, 'lists-buyer@example.com', 'BUYER')).token;
});
afterAll(() => provider.close());

const faq = (token: string, tenant = 'default') => provider.api({ tenant, token }).desk.content.faq;
const siteVersion = async () => (await provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, 'default')))[0]?.v ?? 0;

describe('FAQ entries', () => {
  it('add with a sanitised answer, edit, move, remove: each an audited site change', async () => {
    const version = await siteVersion();
    const added = await expectJson(faq(contentToken).$post({ json: {
      language: 'en', question: 'Is it safe?', answerHtml: '<p onclick="x()">Yes<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
    } }), 201);
    expect(added.answerHtml).not.toMatch(/script|onclick|javascript:/i);
    expect(await siteVersion()).toBe(version + 1);
    expect((await lastAudit(provider, 'faq.create')).recordId).toBe(String(added.id));

    const list = await expectJson(faq(ownerToken).$get({ query: { language: 'en' } }), 200);
    expect(list.items.at(-1)?.id).toBe(added.id);
    const moved = await expectJson(faq(ownerToken)[':id'].move.$post({ param: { id: String(added.id) }, json: { direction: 'up' } }), 200);
    expect(moved.items.at(-2)?.id).toBe(added.id);
    expect(moved.items.map((f) => f.sort)).toEqual(moved.items.map((_, i) => i));

    const edited = await expectJson(faq(contentToken)[':id'].$put({ param: { id: String(added.id) }, json: { question: 'Safe?', answerHtml: '<p>Yes.</p>' } }), 200);
    expect(edited).toMatchObject({ question: 'Safe?', answerHtml: '<p>Yes.</p>' });
    expect((await lastAudit(provider, 'faq.update')).before).toMatchObject({ question: 'Is it safe?' });

    await expectStatus(faq(contentToken)[':id'].$delete({ param: { id: String(added.id) } }), 204);
    expect(await siteVersion()).toBe(version + 4);
    await expectProblem(faq(contentToken)[':id'].$delete({ param: { id: String(added.id) } }), 404);
  });

  it('refuses bad input and other roles', async () => {
    await expectProblem(faq(contentToken).$post({ json: { language: 'en', question: '', answerHtml: '<p>x</p>' } }), 400);
    await expectProblem(faq(contentToken).$post({ json: { language: 'en', question: 'q'.repeat(301), answerHtml: '<p>x</p>' } }), 400);
    await expectProblem(faq(buyerToken).$get({ query: { language: 'en' } }), 403);
    await expectProblem(faq(ownerToken, 'vn').$get({ query: { language: 'en' } }), 401);
  });
});
