import type { TFunction } from '../../lib/i18n/translator';

/** The label of each field the login page's forms have. */
const AUTH_FIELD_LABEL_KEYS = {
  email: 'auth:fields.email',
  password: 'auth:fields.password',
  accountType: 'auth:fields.accountType',
  name: 'auth:fields.name',
  phoneNumber: 'auth:fields.phoneNumber',
  secondEmail: 'auth:fields.secondEmail',
  verificationCode: 'auth:fields.verificationCode',
  loginPassword: 'auth:fields.loginPassword',
  newPassword: 'auth:fields.newPassword',
  promotionCode: 'auth:fields.promotionCode',
  acceptTerms: 'auth:fields.acceptTerms',
  businessLicenseNo: 'auth:fields.businessLicenseNo',
  legalPersonName: 'auth:fields.legalPersonName',
} as const;
export type AuthField = keyof typeof AUTH_FIELD_LABEL_KEYS;

const labelOf = (t: TFunction, field: AuthField): string => t(AUTH_FIELD_LABEL_KEYS[field]);

/** The labels of a login-page form's fields, one per key of its values. */
export const authLabels = <F extends AuthField>(t: TFunction, values: Record<F, unknown>): Record<F, string> =>
  Object.fromEntries((Object.keys(values) as F[]).map((field) => [field, labelOf(t, field)])) as Record<F, string>;
