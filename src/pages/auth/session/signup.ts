import { SignupPayload } from '../../../../contract/user';
import { sessionEndpoint } from '../../../lib/session/session-endpoints.server';

/** Sign up (`POST` the signup payload → the profile): the provider's new session goes into the cookies like a login's. */
export const POST = sessionEndpoint(SignupPayload, (api, body) => api.signup(body));
