import { deskLoginEndpoint, deskLogoutEndpoint } from '../../lib/desk/desk-session.server';

/** Sign in to the desk (`POST {email, password, totpCode | recoveryCode}` → the operator), sign out (`DELETE` → 204). */
export const POST = deskLoginEndpoint;
export const DELETE = deskLogoutEndpoint;
