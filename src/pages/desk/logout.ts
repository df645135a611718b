import { deskLogoutForm } from '../../lib/desk/desk-session.server';

/** The desk's sign-out button (a form post, so it works without JavaScript): on to the sign-in page. */
export const POST = deskLogoutForm;
