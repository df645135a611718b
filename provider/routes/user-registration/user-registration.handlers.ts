import { FALLBACK_LANGUAGE } from '../../../contract/language';
import { requireAcceptedTerms } from '../../content/terms';
import { checkCode, requireEmailCode, useEmailCode } from '../../auth/email-code-check';
import { issueEmailCode } from '../../auth/email-codes';
import { codeSendLimits, lookupLimits, RESEND_AFTER_SECONDS } from '../../auth/limits';
import { hashPassword } from '../../auth/passwords';
import { takeAttempt } from '../../auth/rate-limiter';
import { isUniqueViolation } from '../../db/errors';
import { userAccounts, users } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { clientAddress } from '../../http/client-address';
import { ProblemError } from '../../http/problem';
import { codeMail } from '../../mail/code-mail';
import { startSession } from '../../users/profile';
import { emailTaken, findPromotionCode, findUserByEmail, requireFreeEmail } from '../../users/users';
import type {
  checkEmailAvailableRoute, sendEmailCodeRoute, signupRoute, verifyEmailCodeRoute, verifyPromotionCodeRoute,
} from './user-registration.routes';

export const sendEmailCode: AppRouteHandler<typeof sendEmailCodeRoute> = async (c) => {
  const { email, purpose } = c.req.valid('json');
  const { db, tenant, clock } = c.var;
  const now = clock();
  if (purpose !== 'RESET_PASSWORD') await requireFreeEmail(db, tenant.id, email);
  await takeAttempt(db, tenant.id, codeSendLimits(email, purpose, clientAddress(c)), now);
  // A reset code goes only to an existing account, but the answer is the same either way.
  if (purpose !== 'RESET_PASSWORD' || (await findUserByEmail(db, tenant.id, email))) {
    const code = await issueEmailCode(db, { tenantId: tenant.id, email, purpose }, now);
    await c.var.mailer.send(db, { tenantId: tenant.id, ...codeMail({ site: tenant.name, to: email, purpose, code }) });
  }
  return c.json({ resendAfterSeconds: RESEND_AFTER_SECONDS }, 200);
};

export const verifyEmailCode: AppRouteHandler<typeof verifyEmailCodeRoute> = async (c) => {
  const { email, purpose, verificationCode } = c.req.valid('json');
  return c.json({ valid: (await checkCode(c, email, purpose, verificationCode)) !== null }, 200);
};

export const verifyPromotionCode: AppRouteHandler<typeof verifyPromotionCodeRoute> = async (c) => {
  const { promotionCode } = c.req.valid('json');
  await takeAttempt(c.var.db, c.var.tenant.id, lookupLimits('promotion-code', clientAddress(c)), c.var.clock());
  return c.json({ valid: (await findPromotionCode(c.var.db, c.var.tenant.id, promotionCode, c.var.clock())) !== null }, 200);
};

export const checkEmailAvailable: AppRouteHandler<typeof checkEmailAvailableRoute> = async (c) => {
  const { email } = c.req.valid('query');
  await takeAttempt(c.var.db, c.var.tenant.id, lookupLimits('email', clientAddress(c)), c.var.clock());
  return c.json({ available: !(await findUserByEmail(c.var.db, c.var.tenant.id, email)) }, 200);
};

export const signup: AppRouteHandler<typeof signupRoute> = async (c) => {
  const { verificationCode, loginPassword, promotionCode: givenPromotionCode, acceptedTermsVersion, ...account } = c.req.valid('json');
  const { db, tenant, clock } = c.var;
  const now = clock();
  const termsVersion = await requireAcceptedTerms(db, tenant, acceptedTermsVersion);
  const promotionCode = givenPromotionCode ? await findPromotionCode(db, tenant.id, givenPromotionCode, now) : null;
  if (givenPromotionCode && !promotionCode) {
    throw new ProblemError({ status: 400, code: 'INVALID_PROMOTION_CODE', detail: 'This promotion code is unknown or has expired.' });
  }
  const codeId = await requireEmailCode(c, account.email, 'SIGNUP', verificationCode);
  const passwordHash = await hashPassword(loginPassword);
  const company = account.accountType === 'COMPANY';
  try {
    // The account, its balance and the used code are written together or not at all.
    const session = await db.transaction(async (tx) => {
      await useEmailCode(tx, tenant.id, codeId, now);
      const [user] = await tx.insert(users).values({
        ...account,
        tenantId: tenant.id,
        passwordHash,
        secondEmail: account.secondEmail ?? null,
        businessLicenseNo: company ? (account.businessLicenseNo ?? null) : null,
        legalPersonName: company ? (account.legalPersonName ?? null) : null,
        language: c.var.contentLanguages[0] ?? FALLBACK_LANGUAGE,
        promotionCode,
        termsVersion,
        termsAcceptedAt: termsVersion === null ? null : now,
        createdAt: now,
      }).returning();
      if (!user) throw new Error('The user was not written');
      await tx.insert(userAccounts).values({ tenantId: tenant.id, userId: user.id });
      return startSession(tx, user, now);
    });
    return c.json(session, 200);
  } catch (error) {
    if (isUniqueViolation(error, 'users_tenant_email')) throw emailTaken();
    throw error;
  }
};
