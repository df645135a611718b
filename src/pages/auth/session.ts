import { LoginRequest } from '../../../contract/user';
import { currentSession, endSession, sessionEndpoint } from '../../lib/session/session-endpoints.server';

/** Log in (`POST {email, password}` → the profile), re-read the profile (`GET`), log out (`DELETE` → 204). */
export const POST = sessionEndpoint(LoginRequest, (api, body) => api.login(body));
export const GET = currentSession;
export const DELETE = endSession;
