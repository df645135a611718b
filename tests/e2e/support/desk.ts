import { expect, type Page } from '@playwright/test';
import { SAME_ORIGIN } from './shoppers';

/** The demo owner of every demo tenant's desk (README). */
export const DESK_OWNER = { email: 'owner@example.com', password: 'Desk-pass-2026' } as const;

/** Signs the page's browser in to the desk through the storefront's own endpoint (the operator cookie is set). */
export async function deskSignIn(page: Page, credentials: { email: string; password: string } = DESK_OWNER): Promise<void> {
  await page.goto('/desk/login');
  expect((await page.request.post('/desk/session', { data: credentials, headers: SAME_ORIGIN })).status()).toBe(200);
}

/** The one-time token of the newest invitation the demo mailbox holds for `email`. */
export async function invitationTokenFor(page: Page, email: string): Promise<string> {
  const { items } = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { items: { text: string }[] };
  const token = /\/desk\/invitation\/([A-Za-z0-9_-]{43})/.exec(items[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`No invitation mailed to ${email}`);
  return token;
}

/** The invited person (on `page`, a browser of their own) accepts the newest invitation mailed to `email`, and is signed in. */
export async function acceptInvitation(ownerPage: Page, page: Page, email: string): Promise<void> {
  const token = await invitationTokenFor(ownerPage, email);
  await page.goto('/desk/login');
  const joined = await page.request.post('/desk/session/invitation', { data: { token, name: 'New Operator', password: 'Operator-2026' }, headers: SAME_ORIGIN });
  expect(joined.status()).toBe(200);
}

/** A new operator with `role`, invited by the demo owner (signed in on `ownerPage`) and signed in on `page`. */
export async function newDeskOperator(ownerPage: Page, page: Page, email: string, role: string): Promise<void> {
  expect((await ownerPage.request.post('/api/desk/operators', { data: { email, role }, headers: SAME_ORIGIN })).status()).toBe(201);
  await acceptInvitation(ownerPage, page, email);
}
