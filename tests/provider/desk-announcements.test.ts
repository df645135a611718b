import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '../../contract/desk';
import { tenants } from '../../provider/db/schema';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { DEMO_SHOPPER, logIn } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from './support/test-provider';

let provider: TestProvider;
const tokens: Partial<Record<OperatorRole, string>> = {};
beforeAll(async () => {
  provider = await createTestProvider();
  tokens.OWNER = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  for (const role of ['CONTENT', 'BUYER'] as const) {
    tokens[role] = (await newOperator(provider, tokens.OWNER, `announce-${role.toLowerCase()}@example.com`, role)).token;
  }
});
afterAll(() => provider.close());

const tokenOf = (role: OperatorRole) => {
  const token = tokens[role];
  if (!token) throw new Error(`No ${role} operator`);
  return token;
};
const desk = (role: OperatorRole = 'CONTENT', tenant = 'default') =>
  provider.api({ tenant, token: tokenOf(role) }).desk.content.announcements;
const siteVersion = async () => (await provider.db.select({ v: tenants.siteVersion }).from(tenants).where(eq(tenants.id, 'default')))[0]?.v ?? 0;
const shownTitles = async () =>
  (await expectJson(provider.api({ tenant: 'default', language: 'en' }).front['site-content'].announcements.$get({ query: { pageSize: '100' } }), 200))
    .items.map((item) => item.title);
const hoursFromNow = (hours: number) => new Date(provider.clock.now().getTime() + hours * 3_600_000).toISOString();

describe('announcements', () => {
  it('add (body sanitised, start now by default), edit, remove: each an audited site change', async () => {
    const version = await siteVersion();
    const added = await expectJson(desk().$post({ json: {
      language: 'en', title: 'Holiday hours', html: '<p onclick="x()">Closed<script>alert(1)</script> <a href="javascript:alert(1)">more</a></p>',
    } }), 201);
    expect(added.html).not.toMatch(/script|onclick|javascript:/i);
    expect(added).toMatchObject({ startsAt: provider.clock.now().toISOString(), endsAt: null, state: 'showing' });
    expect(await siteVersion()).toBe(version + 1);
    expect((await lastAudit(provider, 'announcement.create')).recordId).toBe(String(added.id));

    const edited = await expectJson(desk()[':id'].$put({
      param: { id: String(added.id) }, json: { title: 'Holiday opening hours', html: '<p>Open 10–16.</p>', startsAt: hoursFromNow(2), endsAt: hoursFromNow(26) },
    }), 200);
    expect(edited).toMatchObject({ title: 'Holiday opening hours', html: '<p>Open 10–16.</p>', state: 'scheduled', endsAt: hoursFromNow(26) });
    expect((await lastAudit(provider, 'announcement.update')).before).toMatchObject({ title: 'Holiday hours' });

    const list = await expectJson(desk('OWNER').$get({ query: { language: 'en' } }), 200);
    expect(list.items[0]).toMatchObject({ id: added.id, state: 'scheduled' });

    await expectStatus(desk()[':id'].$delete({ param: { id: String(added.id) } }), 204);
    expect(await siteVersion()).toBe(version + 3);
    await expectProblem(desk()[':id'].$delete({ param: { id: String(added.id) } }), 404);
  });

  it('lists newest start first with each state, a page at a time', async () => {
    const language = 'vi';
    for (const [title, startsAt, endsAt] of [
      ['Đã kết thúc', hoursFromNow(-48), hoursFromNow(-24)],
      ['Đang hiển thị', hoursFromNow(-1), null],
      ['Sắp tới', hoursFromNow(24), hoursFromNow(48)],
    ] as const) await expectJson(desk().$post({ json: { language, title, html: '<p>x</p>', startsAt, endsAt } }), 201);
    const first = await expectJson(desk().$get({ query: { language, pageSize: '2' } }), 200);
    const second = await expectJson(desk().$get({ query: { language, pageSize: '2', pageNo: '2' } }), 200);
    expect(first.items.map((a) => [a.title, a.state])).toEqual([['Sắp tới', 'scheduled'], ['Đang hiển thị', 'showing']]);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.items.map((a) => a.title)).toContain('Đã kết thúc');
    expect(second.items.find((a) => a.title === 'Đã kết thúc')?.state).toBe('ended');
  });

  it('the storefront shows a current one, not a scheduled or an ended one, and an end passing hides it', async () => {
    for (const [title, startsAt, endsAt] of [
      ['Ended notice', hoursFromNow(-48), hoursFromNow(-24)],
      ['Current notice', hoursFromNow(-1), hoursFromNow(1)],
      ['Scheduled notice', hoursFromNow(24), null],
    ] as const) await expectJson(desk().$post({ json: { language: 'en', title, html: '<p>x</p>', startsAt, endsAt } }), 201);
    const shown = await shownTitles();
    expect(shown).toContain('Current notice');
    expect(shown).not.toContain('Ended notice');
    expect(shown).not.toContain('Scheduled notice');
    provider.clock.advance(2 * 3_600_000);
    expect(await shownTitles()).not.toContain('Current notice');
  });

  it('refuses an end not after the start, bad bounds and a taken title', async () => {
    const version = await siteVersion();
    const startsAt = hoursFromNow(1);
    for (const endsAt of [startsAt, hoursFromNow(0)]) {
      const refused = await expectProblem(desk().$post({ json: { language: 'en', title: 'Backwards', html: '<p>x</p>', startsAt, endsAt } }), 400);
      expect(refused.code).toBe('VALIDATION_FAILED');
    }
    await expectProblem(desk().$post({ json: { language: 'en', title: '', html: '<p>x</p>' } }), 400);
    await expectProblem(desk().$post({ json: { language: 'en', title: 't'.repeat(201), html: '<p>x</p>' } }), 400);
    await expectProblem(desk().$post({ json: { language: 'en', title: 'Long', html: 'x'.repeat(20_001) } }), 400);
    await expectProblem(desk().$post({ json: { language: 'en', title: 'Bad time', html: '<p>x</p>', startsAt: 'tomorrow' } }), 400);
    await expectProblem(desk().$get({ query: { language: 'en', pageNo: '0' } }), 400);
    expect(await siteVersion()).toBe(version);
    await expectJson(desk().$post({ json: { language: 'en', title: 'Twice', html: '<p>x</p>' } }), 201);
    expect((await expectProblem(desk().$post({ json: { language: 'en', title: 'Twice', html: '<p>y</p>' } }), 409)).code).toBe('NAME_TAKEN');
  });
});

describe('who may', () => {
  it('OWNER and CONTENT may; BUYER is 403; another tenant\'s operator and a shopper are 401; another tenant\'s announcement is 404', async () => {
    for (const role of ['OWNER', 'CONTENT'] as const) await expectJson(desk(role).$get({ query: { language: 'en' } }), 200);
    await expectProblem(desk('BUYER').$get({ query: { language: 'en' } }), 403);
    await expectProblem(desk('BUYER').$post({ json: { language: 'en', title: 'No', html: '<p>x</p>' } }), 403);
    const vnOwner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    await expectProblem(provider.api({ tenant: 'default', token: vnOwner }).desk.content.announcements.$get({ query: { language: 'en' } }), 401);
    const shopper = (await logIn(provider, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).token;
    await expectProblem(provider.api({ tenant: 'default', token: shopper }).desk.content.announcements.$get({ query: { language: 'en' } }), 401);

    const vnDesk = provider.api({ tenant: 'vn', token: vnOwner }).desk.content.announcements;
    const theirs = await expectJson(vnDesk.$post({ json: { language: 'vi', title: 'Của họ', html: '<p>x</p>' } }), 201);
    const param = { id: String(theirs.id) };
    // The vn site is not offered in Arabic.
    await expectProblem(vnDesk.$post({ json: { language: 'ar', title: 'Not offered', html: '<p>x</p>' } }), 400);
    await expectProblem(desk('OWNER')[':id'].$put({ param, json: { title: 'Mine', html: '<p>x</p>', startsAt: hoursFromNow(0), endsAt: null } }), 404);
    await expectProblem(desk('OWNER')[':id'].$delete({ param }), 404);
  });
});
