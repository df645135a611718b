import { and, inArray, max } from 'drizzle-orm';
import { TERMS_ARTICLE_TYPES, type Tenant } from '../../contract/tenant';
import type { Database } from '../db/client';
import { articles } from '../db/schema';
import { ofTenant } from '../db/ownership';
import { ProblemError } from '../http/problem';

/**
 * The version of the tenant's terms (docs/product.md, "Terms"): the latest update of its enabled
 * terms articles in any language, so re-publishing either one is a new version; null when the
 * tenant has none.
 */
export async function currentTermsVersion(db: Database, tenant: Pick<Tenant, 'id' | 'enabledArticleTypes'>): Promise<string | null> {
  const types = TERMS_ARTICLE_TYPES.filter((type) => tenant.enabledArticleTypes.includes(type));
  if (types.length === 0) return null;
  const [row] = await db
    .select({ latest: max(articles.updatedAt) })
    .from(articles)
    .where(and(ofTenant(articles, tenant.id), inArray(articles.type, types)));
  return row?.latest ? new Date(row.latest).toISOString() : null;
}

/** The terms a sign-up accepts: the current version, or 400 TERMS_NOT_ACCEPTED; null when the tenant has no terms. */
export async function requireAcceptedTerms(
  db: Database,
  tenant: Pick<Tenant, 'id' | 'enabledArticleTypes'>,
  accepted: string | undefined,
): Promise<string | null> {
  const current = await currentTermsVersion(db, tenant);
  if (current !== null && accepted !== current) {
    throw new ProblemError({
      status: 400,
      code: 'TERMS_NOT_ACCEPTED',
      detail: accepted ? 'The terms have changed since they were accepted: accept the current ones.' : 'Accept the terms of service and the privacy policy to sign up.',
    });
  }
  return current;
}
