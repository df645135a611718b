import type { ForgetPasswordRequest, SendEmailCodeRequest } from '../../../contract/user';
import { shopperApi } from './shopper-api';

/** The provider calls of the login page and the e-mail code field; the session itself opens through `session-client`. */

/** Sends a verification code; the answer says when another may be asked for. */
export const sendEmailCode = (request: SendEmailCodeRequest) => shopperApi().sendEmailCode(request);

/** Whether a promotion code is valid for this e-mail, asked before signing up with it. */
export const isPromotionCodeValid = async (email: string, promotionCode: string): Promise<boolean> =>
  (await shopperApi().verifyPromotionCode({ email, promotionCode })).valid;

/** Sets a new password with an e-mailed code (the forgotten-password form). */
export const resetPassword = async (request: ForgetPasswordRequest): Promise<void> => {
  await shopperApi().forgetPassword(request);
};
