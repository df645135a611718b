import { z } from 'zod';
import { Id, Secret, Text } from './bounds';
import { LanguageCode } from './language';
import { listOf } from './problem';
import { Notice } from './notices';
import { ACCOUNT_TYPES } from './tenant';

/**
 * Shoppers, sessions, addresses, customs information and notifications (docs/product.md, "User calls",
 * User). The provider validates requests with these schemas and the storefront's forms
 * check the same rules before sending, so a shopper sees the problem before a round trip.
 */

export const PASSWORD_RULES = { min: 8, max: 64 } as const;
export const NAME_RULES = { min: 1, max: 60 } as const;

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** 8–64 characters with at least one letter and one digit. */
export const Password = Secret(PASSWORD_RULES.max, PASSWORD_RULES.min)
  .regex(/\p{L}/u, 'Must contain a letter')
  .regex(/\d/, 'Must contain a digit');
export const VerificationCode = z.string().regex(/^\d{6}$/, 'Six digits');
export const PhoneNumber = z.string().trim().regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'A phone number');
export const PersonName = Text(NAME_RULES.max, NAME_RULES.min);
export const PromotionCode = z.string().trim().regex(/^[A-Za-z0-9-]{4,32}$/, 'Letters, digits and dashes');
export const AccountType = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountType>;
/** The version of the terms and privacy policy (docs/product.md, "Terms"), as GET /front/site-content/terms answers it. */
export const TermsVersion = z.string().trim().min(1).max(40);

/** POST /front/user/signup. A COMPANY account also needs its business licence number and legal person. */
export const SignupPayload = z
  .object({
    accountType: AccountType.default('INDIVIDUAL'),
    name: PersonName,
    phoneNumber: PhoneNumber,
    email: Email,
    secondEmail: Email.optional(),
    loginPassword: Password,
    /** The code sent to `email` by send-email-code (purpose SIGNUP). */
    verificationCode: VerificationCode,
    promotionCode: PromotionCode.optional(),
    /**
     * The terms version the shopper accepted. Required whenever the tenant has terms: missing or
     * not the current version, sign-up answers 400 TERMS_NOT_ACCEPTED (optional here so that
     * stable code, not VALIDATION_FAILED, is the answer).
     */
    acceptedTermsVersion: TermsVersion.optional(),
    businessLicenseNo: Text(64, 4).optional(),
    legalPersonName: PersonName.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.accountType !== 'COMPANY') return;
    for (const field of ['businessLicenseNo', 'legalPersonName'] as const) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Required for a company account' });
    }
  });
export type SignupPayload = z.input<typeof SignupPayload>;

export const LoginRequest = z.object({ email: Email, password: Secret(PASSWORD_RULES.max) });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The shopper as the storefront shows them. */
export const Profile = z.object({
  id: z.number().int(),
  email: z.string(),
  secondEmail: z.string().nullable(),
  name: z.string(),
  phoneNumber: z.string(),
  language: LanguageCode,
  accountType: AccountType,
  businessLicenseNo: z.string().nullable(),
  legalPersonName: z.string().nullable(),
  unreadNotificationCount: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The terms the shopper accepted at sign-up and when (ISO 8601); null for an account older than the terms. */
  acceptedTerms: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** Login and signup answer a session: an opaque bearer token valid until `expiresAt` (3 months). */
export const Session = z.object({ token: z.string(), expiresAt: z.string(), profile: Profile });
export type Session = z.infer<typeof Session>;

export const ProfileUpdate = z.object({ name: PersonName, phoneNumber: PhoneNumber, secondEmail: Email.nullable().optional() });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const LanguageQuery = z.object({ language: LanguageCode });

/** What an e-mail code is for: the provider checks the address fits (free for SIGNUP and CHANGE_EMAIL). */
export const EmailCodePurpose = z.enum(['SIGNUP', 'RESET_PASSWORD', 'CHANGE_EMAIL']);
export type EmailCodePurpose = z.infer<typeof EmailCodePurpose>;
export const SendEmailCodeRequest = z.object({ email: Email, purpose: EmailCodePurpose.default('SIGNUP') });
export type SendEmailCodeRequest = z.input<typeof SendEmailCodeRequest>;
/** When the next code may be asked for. */
export const EmailCodeSent = z.object({ resendAfterSeconds: z.number().int() });
export type EmailCodeSent = z.infer<typeof EmailCodeSent>;

export const VerifyEmailCodeRequest = z.object({
  email: Email,
  verificationCode: VerificationCode,
  purpose: EmailCodePurpose.default('SIGNUP'),
});
export type VerifyEmailCodeRequest = z.input<typeof VerifyEmailCodeRequest>;
export const VerifyPromotionCodeRequest = z.object({ email: Email, promotionCode: PromotionCode });
export type VerifyPromotionCodeRequest = z.infer<typeof VerifyPromotionCodeRequest>;
export const Verified = z.object({ valid: z.boolean() });
export type Verified = z.infer<typeof Verified>;

export const EmailChangeRequest = z.object({ loginPassword: Secret(PASSWORD_RULES.max), email: Email, verificationCode: VerificationCode });
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;
export const PasswordChangeRequest = z.object({ oldPassword: Secret(PASSWORD_RULES.max), newPassword: Password });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;
export const ForgetPasswordRequest = z.object({ email: Email, verificationCode: VerificationCode, newPassword: Password });
export type ForgetPasswordRequest = z.infer<typeof ForgetPasswordRequest>;

export const EmailQuery = z.object({ email: Email });
export const EmailAvailability = z.object({ available: z.boolean() });
export type EmailAvailability = z.infer<typeof EmailAvailability>;

/** A shipping address; the default one comes first in every list. */
export const AddressInput = z.object({
  /** Present to update an existing address, absent to add one. */
  id: Id.optional(),
  recipientName: PersonName,
  phoneNumber: PhoneNumber,
  /** ISO 3166-1 alpha-2. */
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/),
  province: Text(80, 1),
  city: Text(80, 1),
  district: Text(80).default(''),
  street: Text(200, 1),
  postcode: Text(16).default(''),
  defaultAddress: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;
export const Address = AddressInput.required({ id: true }).extend({ district: z.string(), postcode: z.string(), defaultAddress: z.boolean() });
export type Address = z.infer<typeof Address>;
export const AddressList = listOf(Address);

/** Who invoices are made out to. */
export const BillingAddressInput = z.object({
  id: Id.optional(),
  name: PersonName,
  companyName: Text(120).default(''),
  taxId: Text(40).default(''),
  email: Email,
  phoneNumber: PhoneNumber,
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/),
  city: Text(80, 1),
  street: Text(200, 1),
  postcode: Text(16).default(''),
  defaultAddress: z.boolean().default(false),
});
export type BillingAddressInput = z.input<typeof BillingAddressInput>;
export const BillingAddress = BillingAddressInput.required({ id: true }).extend({
  companyName: z.string(), taxId: z.string(), postcode: z.string(), defaultAddress: z.boolean(),
});
export type BillingAddress = z.infer<typeof BillingAddress>;
export const BillingAddressList = listOf(BillingAddress);

export const CustomsIdType = z.enum(['PASSPORT', 'NATIONAL_ID', 'TAX_ID']);
export type CustomsIdType = z.infer<typeof CustomsIdType>;

/** The identity customs ask for on import; one record per shopper. */
export const CustomsInfoInput = z.object({
  fullName: PersonName,
  idType: CustomsIdType,
  idNumber: z.string().trim().regex(/^[A-Za-z0-9-]{4,32}$/),
  /** Personal tax number where the destination country requires one. */
  taxNumber: Text(32).default(''),
});
export type CustomsInfoInput = z.input<typeof CustomsInfoInput>;
/** `null` until the shopper saves it. */
export const CustomsInfo = CustomsInfoInput.extend({ taxNumber: z.string(), updatedAt: z.string() }).nullable();
export type CustomsInfo = z.infer<typeof CustomsInfo>;

export const Notification = z.object({
  id: z.number().int(),
  /** A notice of a change, rendered in the reader's language; null for a hand-written notification. */
  notice: Notice.nullable(),
  /** A hand-written notification's text as written; null for a notice. */
  title: z.string().nullable(),
  body: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationList = listOf(Notification);
/** After marking read: the count the header shows. */
export const UnreadCount = z.object({ unreadNotificationCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const Feedback = z.object({
  id: z.number().int(),
  content: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof Feedback>;
export const FeedbackList = listOf(Feedback);

/** A message of the demo mailbox (embedded provider only, for finishing sign-up without SMTP). */
export const MailboxMessage = z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxMessageList = listOf(MailboxMessage);
