import { PasswordChangeRequest } from '../../../../contract/user';
import { sessionEndpoint } from '../../../lib/session/session-endpoints.server';

/**
 * Change the password (`PUT {oldPassword, newPassword}` → the profile). The provider revokes
 * the old token and answers a new session, which replaces the one in the cookies.
 */
export const PUT = sessionEndpoint(PasswordChangeRequest, (api, body) => api.changePassword(body), { authenticated: true });
