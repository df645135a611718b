import type { DeskLoginRequest, InvitationSignup } from '../../../contract/desk';
import { storefrontRequest } from '../session/session-client';
import { DESK_HOME_PATH } from './desk-paths';

/**
 * The desk forms' actions in the browser: the storefront's `/desk/session` endpoints keep the
 * operator token in its HttpOnly cookie, and the desk opens as a full page load.
 */
export async function signInToDesk(body: DeskLoginRequest): Promise<void> {
  await storefrontRequest('POST', '/desk/session', body);
  window.location.assign(DESK_HOME_PATH);
}

export async function joinDesk(body: InvitationSignup): Promise<void> {
  await storefrontRequest('POST', '/desk/session/invitation', body);
  window.location.assign(DESK_HOME_PATH);
}
