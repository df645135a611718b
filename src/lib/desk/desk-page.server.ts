import type { AstroGlobal } from 'astro';
import { type DeskArea, mayWorkIn, type Operator } from '../../../contract/desk';
import { DESK_FORBIDDEN_PATH, DESK_LOGIN_PATH } from './desk-paths';
import { currentOperator } from './desk-session.server';

export type DeskPageAccess = { operator: Operator; response?: never } | { operator?: never; response: Response };

/**
 * The signed-in operator of a desk page of `area` (docs/product.md, "Desk"), or the response
 * that page gives instead: the sign-in page without a live session, 403 for a role that does
 * not work there. A page returns `response` at once when it is set:
 *
 *   const access = await deskPageAccess(Astro, 'purchasing');
 *   if (access.response) return access.response;
 */
export async function deskPageAccess(astro: AstroGlobal, area: DeskArea): Promise<DeskPageAccess> {
  const operator = await currentOperator(astro);
  if (!operator) return { response: astro.redirect(DESK_LOGIN_PATH, 302) };
  if (!mayWorkIn(operator.role, area)) return { response: await astro.rewrite(DESK_FORBIDDEN_PATH) };
  return { operator };
}
