import { z } from 'zod';
import { RecoveryCode, type DeskLoginRequest } from '../../../contract/desk';
import { LoginRequest, VerificationCode } from '../../../contract/user';

/**
 * The desk sign-in form (docs/product.md, "Desk"): e-mail, password, and one field for either
 * second factor (six digits are an authenticator code, anything else a recovery code), checked
 * as the provider checks them and turned into its request.
 */
export const DeskLoginForm = LoginRequest.extend({
  code: z.string().trim().pipe(z.union([z.literal(''), VerificationCode, RecoveryCode])),
}).transform(({ email, password, code }): DeskLoginRequest => {
  if (code === '') return { email, password };
  return /^\d{6}$/.test(code) ? { email, password, totpCode: code } : { email, password, recoveryCode: code };
});

export type DeskLoginValues = { email: string; password: string; code: string };
