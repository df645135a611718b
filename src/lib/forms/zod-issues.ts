import type { z } from 'zod';
import { BOUND_KEYS, type FieldMessage, type FieldType } from './field-message';
import { isEmptyValue } from './check-field';

type Issue = z.core.$ZodIssue;

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), input);

// Zod's type names a form can speak of; a value of any other kind just has the wrong format.
const ZOD_TYPES: Partial<Record<string, FieldType>> = {
  string: 'string', number: 'number', int: 'integer', bigint: 'integer', date: 'date', array: 'array',
};

function boundMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): FieldMessage {
  const kind = issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' ? 'number'
    : issue.origin === 'array' || issue.origin === 'set' ? 'array' : 'string';
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.exact && kind !== 'number') return { key: BOUND_KEYS[kind].len, values: { len: bound } };
  return issue.code === 'too_small' ? { key: BOUND_KEYS[kind].min, values: { min: bound } } : { key: BOUND_KEYS[kind].max, values: { max: bound } };
}

/** One zod issue as a generic form message; a value left empty is always 'Please enter …'. */
export function issueMessage(issue: Issue, input: unknown): FieldMessage {
  if (isEmptyValue(valueAt(input, issue.path))) return { key: 'validation.required', values: {} };
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return boundMessage(issue);
    case 'invalid_type': {
      if (issue.expected === 'date') return { key: 'validation.invalid-date', values: {} };
      const type = ZOD_TYPES[issue.expected];
      return type ? { key: 'validation.type-mismatch', values: { type } } : { key: 'validation.pattern-mismatch', values: {} };
    }
    case 'invalid_format':
      if (issue.format === 'email' || issue.format === 'url') return { key: 'validation.type-mismatch', values: { type: issue.format as 'email' | 'url' } };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'validation.invalid-date', values: {} };
      return { key: 'validation.pattern-mismatch', values: {} };
    default:
      return { key: 'validation.pattern-mismatch', values: {} };
  }
}

/**
 * The issues of a contract schema's `safeParse(input)` as one message per field (its first
 * issue), keyed by the dotted path, so a form checks exactly what the provider will.
 */
export function fieldMessagesFromIssues(issues: readonly Issue[], input: unknown): Record<string, FieldMessage> {
  const messages: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    messages[field] ??= issueMessage(issue, input);
  }
  return messages;
}

/** A form's input checked against its contract schema: the parsed body, or one message per field. */
export function checkWithSchema<S extends z.ZodType>(
  schema: S, input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; messages: Record<string, FieldMessage> } {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, messages: fieldMessagesFromIssues(result.error.issues, input) };
}
