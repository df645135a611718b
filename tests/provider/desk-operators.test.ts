import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSecondFactor } from '../../provider/desk/require-operator';
import { ProblemError } from '../../provider/http/problem';
import {
  auditRows, DEMO_OWNER, deskLogIn, invitationToken, lastAudit, newOperator, OPERATOR_PASSWORD,
} from './support/operators';
import { lastMailTo } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, expectStatus, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let ownerToken: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ownerToken = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
});
afterAll(() => provider.close());

const asOwner = () => provider.api({ tenant: 'default', token: ownerToken });

describe('invitations', () => {
  it('mails a one-time link; accepting it makes the operator and signs them in, once', async () => {
    const invitation = await expectJson(asOwner().desk.operators.$post({ json: { email: ' Buyer@Example.com ', role: 'BUYER' } }), 201);
    expect(invitation).toMatchObject({ email: 'buyer@example.com', role: 'BUYER', expiresAt: '2026-03-09T09:00:00.000Z' });
    const mail = await lastMailTo(provider, 'buyer@example.com');
    expect(mail.subject).not.toMatch(/desk\/invitation/);
    const token = await invitationToken(provider, 'buyer@example.com');
    expect(mail.text).toContain(`http://localhost:4321/desk/invitation/${token}`);
    const invited = await lastAudit(provider, 'invitation.create');
    expect(invited).toMatchObject({ recordType: 'invitation', recordId: String(invitation.id), role: 'OWNER', after: { email: 'buyer@example.com', role: 'BUYER' } });

    const accept = (name: string) => provider.api({ tenant: 'default' }).desk.invitations[':token'].accept.$post({
      param: { token }, json: { name, password: OPERATOR_PASSWORD },
    });
    const session = await expectJson(accept('Bea Buyer'), 200);
    expect(session.operator).toMatchObject({ email: 'buyer@example.com', name: 'Bea Buyer', role: 'BUYER' });
    expect((await lastAudit(provider, 'invitation.accept')).operatorId).toBe(session.operator.id);
    await expectJson(provider.api({ tenant: 'default', token: session.token }).desk.me.$get(), 200);
    expect((await expectProblem(accept('Second Try'), 404)).code).toBe('INVITATION_INVALID');
    await deskLogIn(provider, 'buyer@example.com', OPERATOR_PASSWORD);
    // Another tenant's link does not work here, nor this one there.
    expect((await expectProblem(asOwner().desk.operators.$post({ json: { email: 'buyer@example.com', role: 'FINANCE' } }), 409)).code).toBe('EMAIL_TAKEN');
  });

  it('expires after 7 days; a newer invitation voids the older one', async () => {
    await expectJson(asOwner().desk.operators.$post({ json: { email: 'late@example.com', role: 'WAREHOUSE' } }), 201);
    const first = await invitationToken(provider, 'late@example.com');
    await expectJson(asOwner().desk.operators.$post({ json: { email: 'late@example.com', role: 'WAREHOUSE' } }), 201);
    const second = await invitationToken(provider, 'late@example.com');
    const accept = (token: string, tenant = 'default') => provider.api({ tenant }).desk.invitations[':token'].accept.$post({
      param: { token }, json: { name: 'Late Comer', password: OPERATOR_PASSWORD },
    });
    expect((await expectProblem(accept(first), 404)).code).toBe('INVITATION_INVALID');
    expect((await expectProblem(accept(second, 'vn'), 404)).code).toBe('INVITATION_INVALID');
    provider.clock.advance(7 * 24 * 3_600_000 + 1000);
    expect((await expectProblem(accept(second), 404)).code).toBe('INVITATION_INVALID');
    expect((await expectProblem(provider.rawRequest('POST', '/desk/invitations/short/accept', {
      tenant: 'default', json: { name: 'X', password: OPERATOR_PASSWORD },
    }), 400)).code).toBe('VALIDATION_FAILED');
    ownerToken = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  });
});

describe('PATCH /api/desk/operators/{id}', () => {
  it('disabling ends the operator\'s sessions at once and refuses their sign-in; enabling lets them in again', async () => {
    const warehouse = await newOperator(provider, ownerToken, 'packer@example.com', 'WAREHOUSE');
    const { id } = warehouse.operator;
    const disabled = await expectJson(asOwner().desk.operators[':id'].$patch({ param: { id: String(id) }, json: { disabled: true } }), 200);
    expect(disabled.disabledAt).toBe(provider.clock.now().toISOString());
    expect((await expectProblem(provider.api({ tenant: 'default', token: warehouse.token }).desk.me.$get(), 401)).code).toBe('UNAUTHORIZED');
    const refused = provider.api({ tenant: 'default' }).desk.session.$post({ json: { email: 'packer@example.com', password: OPERATOR_PASSWORD } });
    expect((await expectProblem(refused, 401)).code).toBe('INVALID_CREDENTIALS');
    const audit = await lastAudit(provider, 'operator.update');
    expect(audit).toMatchObject({
      recordType: 'operator', recordId: String(id),
      before: { role: 'WAREHOUSE', disabledAt: null }, after: { role: 'WAREHOUSE', disabledAt: disabled.disabledAt },
    });

    await expectJson(asOwner().desk.operators[':id'].$patch({ param: { id: String(id) }, json: { disabled: false, role: 'BUYER' } }), 200);
    const again = await deskLogIn(provider, 'packer@example.com', OPERATOR_PASSWORD);
    expect(again.operator).toMatchObject({ role: 'BUYER', disabledAt: null });
  });

  it('keeps an active owner: the last one can neither be disabled nor demoted', async () => {
    const owner = await expectJson(provider.api({ tenant: 'default', token: ownerToken }).desk.me.$get(), 200);
    const patch = (json: { role?: 'BUYER'; disabled?: boolean }) => asOwner().desk.operators[':id'].$patch({ param: { id: String(owner.id) }, json });
    expect((await expectProblem(patch({ disabled: true }), 409)).code).toBe('LAST_OWNER');
    expect((await expectProblem(patch({ role: 'BUYER' }), 409)).code).toBe('LAST_OWNER');
    await expectJson(asOwner().desk.me.$get(), 200);
  });

  it('answers 404 for another tenant\'s operator and 400 for an empty change', async () => {
    const vnOwner = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn');
    expect((await expectProblem(asOwner().desk.operators[':id'].$patch({ param: { id: String(vnOwner.operator.id) }, json: { disabled: true } }), 404)).code).toBe('NOT_FOUND');
    await expectProblem(provider.rawRequest('PATCH', '/desk/operators/1', { tenant: 'default', token: ownerToken, json: {} }), 400);
  });
});

describe('GET /api/desk/operators and /api/desk/audit', () => {
  it('lists the tenant\'s operators only, paged', async () => {
    const page = await expectJson(asOwner().desk.operators.$get({ query: { pageNo: '1', pageSize: '2' } }), 200);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.email).toBe(DEMO_OWNER.email);
    const all = await expectJson(asOwner().desk.operators.$get({ query: {} }), 200);
    expect(all.total).toBe(page.total);
    expect(all.items.map((operator) => operator.email).sort()).toEqual(['buyer@example.com', DEMO_OWNER.email, 'packer@example.com']);
  });

  it('answers the trail newest first, narrowed by operator, action, record and dates, and of this tenant only', async () => {
    const all = await expectJson(asOwner().desk.audit.$get({ query: {} }), 200);
    const stored = await auditRows(provider);
    expect(all.total).toBe(stored.length);
    expect(all.items.map((entry) => entry.id)).toEqual(stored.slice(0, 20).map((row) => row.id));
    expect(all.items.every((entry) => entry.clientAddress !== null)).toBe(true);

    const updates = await expectJson(asOwner().desk.audit.$get({ query: { action: 'operator.update' } }), 200);
    expect(updates.total).toBe(2);
    expect(updates.items[0]).toMatchObject({ role: 'OWNER', operatorEmail: DEMO_OWNER.email, recordType: 'operator' });
    const record = updates.items[0]!;
    const ofRecord = await expectJson(asOwner().desk.audit.$get({ query: { recordType: 'operator', recordId: record.recordId } }), 200);
    expect(ofRecord.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['operator.update', 'invitation.accept']));
    const byOperator = await expectJson(asOwner().desk.audit.$get({ query: { operatorId: String(record.operatorId) } }), 200);
    expect(byOperator.items.every((entry) => entry.operatorId === record.operatorId)).toBe(true);
    const today = provider.clock.now().toISOString().slice(0, 10);
    const sinceToday = await expectJson(asOwner().desk.audit.$get({ query: { dateFrom: today, dateTo: today } }), 200);
    expect(sinceToday.total).toBeGreaterThan(0);
    expect(sinceToday.total).toBeLessThan(all.total);
    const vn = await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn');
    const vnTrail = await expectJson(provider.api({ tenant: 'vn', token: vn.token }).desk.audit.$get({ query: {} }), 200);
    expect(vnTrail.items.every((entry) => entry.action === 'session.create')).toBe(true);
    for (const query of [{ dateFrom: 'yesterday' }, { pageSize: '0' }, { action: 'DROP TABLE' }, { operatorId: '-1' }]) {
      await expectStatus(asOwner().desk.audit.$get({ query }), 400);
    }
  });
});

describe('requireSecondFactor', () => {
  it('refuses an OWNER or FINANCE operator without a second factor, and no one else', () => {
    const refusal = (role: 'OWNER' | 'BUYER' | 'WAREHOUSE' | 'FINANCE', totpEnabledAt: Date | null) => {
      try {
        requireSecondFactor({ role, totpEnabledAt });
        return null;
      } catch (error) {
        return error instanceof ProblemError ? `${error.problem.status} ${error.problem.code}` : 'other';
      }
    };
    expect(refusal('OWNER', null)).toBe('403 SECOND_FACTOR_REQUIRED');
    expect(refusal('FINANCE', null)).toBe('403 SECOND_FACTOR_REQUIRED');
    expect(refusal('OWNER', new Date())).toBeNull();
    expect(refusal('FINANCE', new Date())).toBeNull();
    expect(refusal('BUYER', null)).toBeNull();
    expect(refusal('WAREHOUSE', null)).toBeNull();
  });
});
