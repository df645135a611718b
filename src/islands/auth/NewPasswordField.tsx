import { PASSWORD_RULES } from '../../../contract/user';
import type { TFunction } from '../../lib/i18n/translator';
import { TextField, type FieldBinding } from '../forms/fields';

/** A password being chosen (sign-up, reset): the contract's rules stated under it, and the browser may suggest one. */
export function NewPasswordField({ t, field }: { t: TFunction; field: FieldBinding }) {
  return <TextField {...field} hint={t('auth:password-hint', PASSWORD_RULES)} type="password" autoComplete="new-password" required />;
}
