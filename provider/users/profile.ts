import { and, count, eq, isNull } from 'drizzle-orm';
import type { Profile, Session } from '../../contract/user';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { UserRow } from '../http/app-bindings';
import { ofTenant } from '../db/ownership';


export async function unreadNotificationCount(db: Database, user: Pick<UserRow, 'tenantId' | 'id'>): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofTenant(notifications, user.tenantId), eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The shopper as the storefront shows them; never the password hash. */
export async function toProfile(db: Database, user: UserRow): Promise<Profile> {
  return {
    id: user.id,
    email: user.email,
    secondEmail: user.secondEmail,
    name: user.name,
    phoneNumber: user.phoneNumber,
    language: user.language,
    accountType: user.accountType,
    businessLicenseNo: user.businessLicenseNo,
    legalPersonName: user.legalPersonName,
    unreadNotificationCount: await unreadNotificationCount(db, user),
    createdAt: user.createdAt.toISOString(),
    acceptedTerms: user.termsVersion && user.termsAcceptedAt
      ? { version: user.termsVersion, acceptedAt: user.termsAcceptedAt.toISOString() }
      : null,
  };
}

/** Logs the user in: a new session and the profile, as login, signup and password change answer. */
export async function startSession(db: Database, user: UserRow, now: Date): Promise<Session> {
  const { token, expiresAt } = await createSession(db, user, now);
  return { token, expiresAt: expiresAt.toISOString(), profile: await toProfile(db, user) };
}
