import type { TFunction } from '../../lib/i18n/translator';

/** The labels of a login-page form's fields, one per key of its values: `auth:fields.{name}`. */
export const authLabels = <F extends string>(t: TFunction, values: Record<F, unknown>): Record<F, string> =>
  Object.fromEntries(Object.keys(values).map((field) => [field, t(`auth:fields.${field}`)])) as Record<F, string>;
