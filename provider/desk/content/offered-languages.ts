import type { Tenant } from '../../../contract/tenant';
import { ProblemError } from '../../http/problem';

/**
 * Words the desk keeps per language (banner texts, section titles) are only for languages the
 * site offers: another is 400 VALIDATION_FAILED at `path.<language>`.
 */
export function ensureOfferedLanguages(tenant: Pick<Tenant, 'supportedLanguages'>, languages: readonly string[], path: string): void {
  const unknown = languages.filter((language) => !tenant.supportedLanguages.includes(language));
  if (unknown.length === 0) return;
  throw new ProblemError({
    status: 400, code: 'VALIDATION_FAILED', detail: `This site is not offered in ${unknown.join(', ')}.`,
    errors: unknown.map((language) => ({ path: `${path}.${language}`, message: 'A language the site offers' })),
  });
}
