import type { TFunction, TranslationKey } from '../i18n/translator';

/** The kinds of value a field may be required to hold (type-mismatch names one, translated under `form.type.*`). */
export const FIELD_TYPES = ['string', 'number', 'integer', 'email', 'url', 'date', 'array'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const FIELD_TYPE_KEYS: Record<FieldType, TranslationKey> = {
  string: 'form.type.string',
  number: 'form.type.number',
  integer: 'form.type.integer',
  email: 'form.type.email',
  url: 'form.type.url',
  date: 'form.type.date',
  array: 'form.type.array',
};

/** The generic form messages (docs/product.md, "Forms and validation") (`validation.*` in `common`). */
export type ValidationKey = Extract<TranslationKey, `validation.${string}`>;

/** The message of a size bound, by what is measured: characters, a number's value, or items (a number has no exact length). */
export const BOUND_KEYS = {
  string: { len: 'validation.string-len', min: 'validation.string-min', max: 'validation.string-max', range: 'validation.string-range' },
  number: { min: 'validation.number-min', max: 'validation.number-max', range: 'validation.number-range' },
  array: { len: 'validation.array-len', min: 'validation.array-min', max: 'validation.array-max', range: 'validation.array-range' },
} as const satisfies Record<'string' | 'number' | 'array', Partial<Record<'len' | 'min' | 'max' | 'range', ValidationKey>>>;

/**
 * A field's problem, free of language: a key of the generic form messages (docs/product.md, "Forms and validation")
 * (`validation.*` in `common`) and the values it interpolates, except the field label,
 * which only the form knows.
 */
export interface FieldMessage {
  key: ValidationKey;
  values: { len?: number; min?: number; max?: number; type?: FieldType };
}

/** The text of a field message in the translator's language, e.g. 'Please enter E-mail'. */
export function formatFieldMessage(t: TFunction, message: FieldMessage, label: string): string {
  const { type, ...numbers } = message.values;
  return t(message.key, { ...numbers, label, ...(type ? { type: t(FIELD_TYPE_KEYS[type]) } : {}) });
}

/** Every field's message as text, each with its own label (`labelOf(field)`). */
export function formatFieldMessages<F extends string>(
  t: TFunction, messages: Partial<Record<F, FieldMessage>>, labelOf: (field: F) => string,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const field of Object.keys(messages) as F[]) {
    const message = messages[field];
    if (message) texts[field] = formatFieldMessage(t, message, labelOf(field));
  }
  return texts;
}
