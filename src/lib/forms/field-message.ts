import { formatNumber } from '../../../contract/money-format';
import { htmlLang, type Language } from '../i18n/languages';
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

/** The bound whose number says how many characters or items are meant ("between 1 and 2 characters" counts by the maximum). */
const COUNTED_BY = { len: 'len', min: 'min', max: 'max', range: 'max' } as const;

/**
 * The messages that count something (characters, items), each a plural set in every language, and the value that is
 * their count; a number's bounds count nothing.
 */
export const COUNTED_KEYS: ReadonlyMap<ValidationKey, 'len' | 'min' | 'max'> = new Map(
  [BOUND_KEYS.string, BOUND_KEYS.array].flatMap((keys) => Object.entries(keys).map(([bound, key]) => [key, COUNTED_BY[bound as keyof typeof COUNTED_BY]] as const)),
);

/**
 * A field's problem, free of language: a key of the generic form messages (docs/product.md, "Forms and validation")
 * (`validation.*` in `common`) and the values it interpolates, except the field label,
 * which only the form knows.
 */
export interface FieldMessage {
  key: ValidationKey;
  values: { len?: number; min?: number; max?: number; type?: FieldType };
}

/**
 * The text of a field message in the translator's language `lng`, e.g. 'Please enter E-mail': its numbers written the
 * page's way (`1,000` in English, `1 000` in Russian) and its noun in the plural form of the count.
 */
export function formatFieldMessage(t: TFunction, lng: Language, message: FieldMessage, label: string): string {
  const { type, ...numbers } = message.values;
  const written = Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, formatNumber(value, {}, htmlLang(lng))]));
  const countedBy = COUNTED_KEYS.get(message.key);
  const count = countedBy && numbers[countedBy];
  return t(message.key, { ...written, ...(count === undefined ? {} : { count }), label, ...(type ? { type: t(FIELD_TYPE_KEYS[type]) } : {}) });
}

/** Every field's message as text, each with its own label (`labelOf(field)`). */
export function formatFieldMessages<F extends string>(
  t: TFunction, lng: Language, messages: Partial<Record<F, FieldMessage>>, labelOf: (field: F) => string,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const field of Object.keys(messages) as F[]) {
    const message = messages[field];
    if (message) texts[field] = formatFieldMessage(t, lng, message, labelOf(field));
  }
  return texts;
}
