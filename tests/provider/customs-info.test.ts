import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import { CustomsInfo } from '../../contract/user';
import { signUp } from './support/shoppers';
import { createTestProvider, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token } = await signUp(provider, 'customs@example.com'));
});
afterAll(() => provider.close());

const call = <T>(method: string, path: string, status: number, json?: unknown, as = token) =>
  provider.call<T>(method, path, status, { tenant: 'default', token: as, json });

describe('GET /api/front/customs-info/user and POST /api/front/customs-info/save', () => {
  it('answers null until saved, then the saved information, replaced on each save', async () => {
    expect(await call('GET', '/front/customs-info/user', 200)).toBeNull();
    const saved = CustomsInfo.parse(await call('POST', '/front/customs-info/save', 200, { fullName: 'Lan Nguyen', idType: 'PASSPORT', idNumber: 'C1234567' }));
    expect(saved).toMatchObject({ fullName: 'Lan Nguyen', idType: 'PASSPORT', idNumber: 'C1234567', taxNumber: '' });
    await call('POST', '/front/customs-info/save', 200, { fullName: 'Lan Nguyen', idType: 'NATIONAL_ID', idNumber: '001190012345', taxNumber: '8012345678' });
    expect(await call('GET', '/front/customs-info/user', 200)).toMatchObject({ idType: 'NATIONAL_ID', idNumber: '001190012345', taxNumber: '8012345678' });
  });

  it('keeps each shopper’s information to themselves', async () => {
    const other = await signUp(provider, 'customs-other@example.com');
    expect(await call('GET', '/front/customs-info/user', 200, undefined, other.token)).toBeNull();
  });

  it('answers 400 VALIDATION_FAILED for malformed information, 401 without a session', async () => {
    const problem = await call<Problem>('POST', '/front/customs-info/save', 400, { fullName: 'Lan', idType: 'DRIVING_LICENCE', idNumber: '!' });
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['idNumber', 'idType']);
    await provider.call('GET', '/front/customs-info/user', 401, { tenant: 'default' });
  });
});
