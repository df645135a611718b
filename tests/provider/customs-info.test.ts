import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomsInfo } from '../../contract/user';
import { signUp } from './support/shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './support/test-provider';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  ({ token } = await signUp(provider, 'customs@example.com'));
});
afterAll(() => provider.close());

const customsInfo = (as = token) => provider.api({ tenant: 'default', token: as }).front['customs-info'];

describe('GET /api/front/customs-info/user and POST /api/front/customs-info/save', () => {
  it('answers null until saved, then the saved information, replaced on each save', async () => {
    expect(await expectJson(customsInfo().user.$get(), 200)).toBeNull();
    const saved = CustomsInfo.parse(await expectJson(customsInfo().save.$post({ json: { fullName: 'Lan Nguyen', idType: 'PASSPORT', idNumber: 'C1234567' } }), 200));
    expect(saved).toMatchObject({ fullName: 'Lan Nguyen', idType: 'PASSPORT', idNumber: 'C1234567', taxNumber: '' });
    await expectJson(customsInfo().save.$post({ json: { fullName: 'Lan Nguyen', idType: 'NATIONAL_ID', idNumber: '001190012345', taxNumber: '8012345678' } }), 200);
    expect(await expectJson(customsInfo().user.$get(), 200)).toMatchObject({ idType: 'NATIONAL_ID', idNumber: '001190012345', taxNumber: '8012345678' });
  });

  it('answers 400 VALIDATION_FAILED for malformed information, 401 without a session', async () => {
    const problem = await expectProblem(provider.rawRequest('POST', '/front/customs-info/save', {
      tenant: 'default', token, json: { fullName: 'Lan', idType: 'DRIVING_LICENCE', idNumber: '!' },
    }), 400);
    expect(problem.errors?.map((error) => error.path).sort()).toEqual(['idNumber', 'idType']);
    await expectProblem(customsInfo('').user.$get(), 401);
  });
});
