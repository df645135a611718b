import { z } from 'zod';
import { IdText, Text } from './bounds';
import { IdParam } from './bounds';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { Email, LoginRequest, Password, PersonName, VerificationCode } from './user';

/**
 * The agent's desk (docs/product.md, "Desk"): operators are the tenant's own staff, with
 * accounts, sessions and tokens of their own, apart from the shoppers'.
 */

/** OWNER may do everything (operators, settings); the others one line of work each (CONTENT: the site's articles, pages and pictures). */
export const OPERATOR_ROLES = ['OWNER', 'BUYER', 'WAREHOUSE', 'FINANCE', 'CONTENT'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

/**
 * The desk's areas of work and the roles that work in each (docs/product.md, "Desk"): one
 * table for the provider's route guards and the desk pages' navigation, so neither drifts.
 */
export const DESK_AREAS = {
  dashboard: OPERATOR_ROLES,
  purchasing: ['OWNER', 'BUYER'],
  receiving: ['OWNER', 'WAREHOUSE'],
  packing: ['OWNER', 'WAREHOUSE'],
  money: ['OWNER', 'FINANCE'],
  shoppers: ['OWNER', 'BUYER', 'WAREHOUSE', 'FINANCE'],
  operators: ['OWNER'],
  audit: ['OWNER'],
  security: OPERATOR_ROLES,
  settings: ['OWNER'],
  content: ['OWNER', 'CONTENT'],
  shipping: ['OWNER'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type DeskArea = keyof typeof DESK_AREAS;

export const mayWorkIn = (role: OperatorRole, area: DeskArea): boolean => (DESK_AREAS[area] as readonly OperatorRole[]).includes(role);

/** Roles that move money: they must add a second factor before any money action. */
export const SECOND_FACTOR_ROLES: readonly OperatorRole[] = ['OWNER', 'FINANCE'];

/** An operator's token starts with this, so neither kind of token can pass for the other. */
export const OPERATOR_TOKEN_PREFIX = 'desk.';

/** A recovery code as it is shown: sixteen base32 letters and digits in four groups (`abcd-efgh-2345-6723`), 80 random bits. */
export const RecoveryCode = z.string().trim().toLowerCase().regex(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/, 'A recovery code such as abcd-efgh-2345-6723');

/** POST /desk/session: e-mail and password, and the second factor once one is set (an authenticator code or a recovery code). */
export const DeskLoginRequest = LoginRequest.extend({
  totpCode: VerificationCode.optional(),
  recoveryCode: RecoveryCode.optional(),
});
export type DeskLoginRequest = z.infer<typeof DeskLoginRequest>;

/** The operator as the desk shows them; never a hash or the second-factor secret. */
export const Operator = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  /** Whether the second factor is set up. */
  totpEnabled: z.boolean(),
  /** ISO 8601 when the operator was disabled (their sessions ended then), else null. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof Operator>;

/** A desk session: an operator token valid until `expiresAt`, for its own tenant only. */
export const DeskSession = z.object({ token: z.string(), expiresAt: z.string(), operator: Operator });
export type DeskSession = z.infer<typeof DeskSession>;

/** POST /desk/me/totp: the secret to add to an authenticator app, as a URI (a QR code's content) and as text. */
export const TotpEnrolment = z.object({ otpauthUri: z.string(), secret: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const TotpConfirmRequest = z.object({ code: VerificationCode });
export type TotpConfirmRequest = z.infer<typeof TotpConfirmRequest>;

/** Answered once, when the second factor is confirmed: each code logs in once in place of an authenticator code. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const OperatorList = listOf(Operator);
export type OperatorList = z.infer<typeof OperatorList>;

/** POST /desk/operators: invites someone by e-mail to become an operator with this role. */
export const InvitationRequest = z.object({ email: Email, role: OperatorRole });
export type InvitationRequest = z.infer<typeof InvitationRequest>;

/** An invitation as the inviting owner sees it; the link itself goes only to the invited address. */
export const Invitation = z.object({ id: z.number().int(), email: z.string(), role: OperatorRole, expiresAt: z.string() });
export type Invitation = z.infer<typeof Invitation>;

/** PATCH /desk/operators/{id}: a new role, and/or disabled (true) or enabled again (false). */
export const OperatorUpdate = z.object({ role: OperatorRole.optional(), disabled: z.boolean().optional() })
  .refine((update) => update.role !== undefined || update.disabled !== undefined, 'Give a role or disabled');
export type OperatorUpdate = z.infer<typeof OperatorUpdate>;

/** The one-time token of an invitation link: 32 random bytes, base64url. */
export const InvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'An invitation token');
export const InvitationTokenParam = z.object({ token: InvitationToken });

/** POST /desk/invitations/{token}/accept: the new operator's name and password. */
export const InvitationAcceptance = z.object({ name: PersonName, password: Password });
export type InvitationAcceptance = z.infer<typeof InvitationAcceptance>;

/** The storefront's own invitation endpoint (`POST /desk/session/invitation`): the link's token with the acceptance. */
export const InvitationSignup = InvitationAcceptance.extend({ token: InvitationToken });
export type InvitationSignup = z.infer<typeof InvitationSignup>;

/** What an audit row is about: a kind of record and its id or number. */
export const AuditRecordType = Text(40, 1).pipe(z.string().regex(/^[a-z][a-z_]*$/, 'A record type such as operator'));
const AuditRecordId = Text(64, 1);
/** Actions are named `<record>.<verb>` (`operator.update`). */
export const AuditAction = Text(60, 1).pipe(z.string().regex(/^[a-z][a-z_.]*$/, 'An action such as operator.update'));

/** GET /desk/audit. Dates are calendar days (YYYY-MM-DD, UTC), both included. */
export const AuditQuery = PageQuery.extend({
  operatorId: IdText.optional(),
  action: AuditAction.optional(),
  recordType: AuditRecordType.optional(),
  recordId: AuditRecordId.optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null for an action taken outside the desk (`npm run desk:owner`). */
  operatorId: z.number().int().nullable(),
  operatorEmail: z.string().nullable(),
  role: OperatorRole.nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = listOf(AuditEntry);
export type AuditList = z.infer<typeof AuditList>;

export const OperatorIdParam = IdParam;
