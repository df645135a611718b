import { invitationEndpoint } from '../../../lib/desk/desk-session.server';

/** Accept an invitation (`POST {token, name, password}` → the new operator, signed in). */
export const POST = invitationEndpoint;
