import { z } from 'zod';
import { BOUND_KEYS, type FieldMessage, type FieldType } from './field-message';

/**
 * The rules of one field: `len`, `min` and `max` bound a string's length, a number's
 * value or an array's size, whichever the value is.
 */
export interface FieldRules {
  required?: boolean;
  type?: FieldType;
  len?: number;
  min?: number;
  max?: number;
  pattern?: RegExp;
}

const isEmail = (s: string) => z.email().safeParse(s).success;
const isWebUrl = (s: string) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol);

/** Empty as a form sees it: nothing, blank text or an empty list. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Text inputs hold numbers as text: '12' is the number 12, '12a' is not a number. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function typeMismatch(value: unknown, type: FieldType): FieldMessage | null {
  const text = typeof value === 'string' ? value.trim() : null;
  const n = asNumber(value);
  const ok = {
    string: text !== null,
    number: n !== null,
    integer: n !== null && Number.isInteger(n),
    email: text !== null && isEmail(text),
    url: text !== null && isWebUrl(text),
    date: value instanceof Date ? !Number.isNaN(value.getTime()) : text !== null && !Number.isNaN(Date.parse(text)),
    array: Array.isArray(value),
  }[type];
  if (ok) return null;
  return type === 'date' ? { key: 'validation.invalid-date', values: {} } : { key: 'validation.type-mismatch', values: { type } };
}

/** Which generic message family bounds a value: its length, its size or its magnitude. */
function measure(value: unknown, type: FieldType | undefined): { kind: 'string' | 'number' | 'array'; size: number } | null {
  if (Array.isArray(value)) return { kind: 'array', size: value.length };
  const n = type === 'number' || type === 'integer' ? asNumber(value) : typeof value === 'number' ? value : null;
  if (n !== null) return { kind: 'number', size: n };
  // Characters as the shopper counts them: code points, so an emoji or a CJK extension character is one.
  if (typeof value === 'string') return { kind: 'string', size: Array.from(value.trim()).length };
  return null;
}

function boundsMessage(value: unknown, rules: FieldRules): FieldMessage | null {
  const m = measure(value, rules.type);
  if (!m) return null;
  const { len, min, max } = rules;
  if (len !== undefined && m.kind !== 'number') {
    return m.size === len ? null : { key: BOUND_KEYS[m.kind].len, values: { len } };
  }
  const tooSmall = min !== undefined && m.size < min;
  const tooBig = max !== undefined && m.size > max;
  if (!tooSmall && !tooBig) return null;
  if (min !== undefined && max !== undefined) return { key: BOUND_KEYS[m.kind].range, values: { min, max } };
  if (tooSmall) return { key: BOUND_KEYS[m.kind].min, values: { min } };
  return tooBig ? { key: BOUND_KEYS[m.kind].max, values: { max } } : null;
}

/**
 * Checks a value against a field's rules (docs/product.md, "Forms and validation"): the first broken rule, in the
 * order required → type → bounds → pattern, or `null` when the value passes. An empty
 * optional field passes whatever its other rules say.
 */
export function checkField(value: unknown, rules: FieldRules): FieldMessage | null {
  if (isEmptyValue(value)) return rules.required ? { key: 'validation.required', values: {} } : null;
  if (rules.type) {
    const mismatch = typeMismatch(value, rules.type);
    if (mismatch) return mismatch;
  }
  const bounds = boundsMessage(value, rules);
  if (bounds) return bounds;
  if (rules.pattern && typeof value === 'string' && !rules.pattern.test(value.trim())) {
    return { key: 'validation.pattern-mismatch', values: {} };
  }
  return null;
}
