import type { AstroGlobal } from 'astro';
import { IdText } from '../../../../contract/bounds';
import type { PackingOrder } from '../../../../contract/desk-packing';
import type { Operator } from '../../../../contract/desk';
import { isNotFound } from '../../api/http';
import { deskPageAccess } from '../desk-page.server';

/**
 * The transit order of a packing page (`/desk/packing/{id}` and its slip and label), or the
 * response the page gives instead: sign-in, 403 for another role, 404 for a malformed or
 * unknown id.
 */
export async function packingOrderPage(astro: AstroGlobal): Promise<{ operator: Operator; packing: PackingOrder; response?: never } | { response: Response }> {
  const access = await deskPageAccess(astro, 'packing');
  if (access.response) return { response: access.response };
  const id = IdText.safeParse(astro.params['id']);
  if (!id.success) return { response: await astro.rewrite('/404') };
  try {
    return { operator: access.operator, packing: await astro.locals.api.getPackingOrder(id.data) };
  } catch (error) {
    if (isNotFound(error)) return { response: await astro.rewrite('/404') };
    throw error;
  }
}
