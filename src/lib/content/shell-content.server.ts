import { loadArticle } from './site-content.server';

/**
 * What the shell shows on every page beyond the tenant itself: the user agreement (privacy
 * policy and terms) behind the footer's modal. Deferred content: never throws.
 */
export async function loadShellContent(locals: App.Locals): Promise<{ userAgreementHtml: string | null }> {
  if (!locals.tenant.enabledArticleTypes.includes('USER_AGREEMENT')) return { userAgreementHtml: null };
  const agreement = await loadArticle(locals, 'USER_AGREEMENT');
  return { userAgreementHtml: agreement.ok ? agreement.value.html : null };
}
