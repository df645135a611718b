import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginRequest, SignupPayload } from '../../../contract/user';
import { fieldMessagesFromIssues } from '../../../src/lib/forms/zod-issues';

const messagesFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessagesFromIssues(result.error.issues, input);
};

describe('contract issues as form messages', () => {
  it('asks for every empty field, whatever rule zod reported for it', () => {
    expect(messagesFor(LoginRequest, { email: '', password: '' })).toEqual({
      email: { key: 'validation.required', values: {} },
      password: { key: 'validation.required', values: {} },
    });
  });

  it('maps lengths, formats and patterns of the signup contract, one message per field', () => {
    const messages = messagesFor(SignupPayload, {
      accountType: 'COMPANY', name: 'Ann', phoneNumber: 'x', email: 'bad', loginPassword: 'abc1', verificationCode: '12',
      businessLicenseNo: 'ab',
    });
    expect(messages).toEqual({
      phoneNumber: { key: 'validation.pattern-mismatch', values: {} },
      email: { key: 'validation.type-mismatch', values: { type: 'email' } },
      loginPassword: { key: 'validation.string-min', values: { min: 8 } },
      verificationCode: { key: 'validation.pattern-mismatch', values: {} },
      businessLicenseNo: { key: 'validation.string-min', values: { min: 4 } },
      // The company rule of the contract (a custom issue) on an empty field.
      legalPersonName: { key: 'validation.required', values: {} },
    });
  });

  it('maps numbers, exact sizes, types and dates', () => {
    const schema = z.object({
      n: z.number().max(5), a: z.array(z.string()).length(2), s: z.string().length(4), d: z.date(), i: z.number(), t: z.string().max(3),
    });
    expect(messagesFor(schema, { n: 9, a: ['x'], s: 'abc', d: 'x', i: 'seven', t: 'abcd' })).toEqual({
      n: { key: 'validation.number-max', values: { max: 5 } },
      a: { key: 'validation.array-len', values: { len: 2 } },
      s: { key: 'validation.string-len', values: { len: 4 } },
      d: { key: 'validation.invalid-date', values: {} },
      i: { key: 'validation.type-mismatch', values: { type: 'number' } },
      t: { key: 'validation.string-max', values: { max: 3 } },
    });
  });

  it('keys nested fields by their dotted path', () => {
    const schema = z.object({ address: z.object({ city: z.string().min(2) }) });
    expect(messagesFor(schema, { address: { city: 'A' } })).toEqual({ 'address.city': { key: 'validation.string-min', values: { min: 2 } } });
  });
});
