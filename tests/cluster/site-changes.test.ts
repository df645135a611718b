import { describe, expect, it } from 'vitest';
import { DeskSettings, type IdentityUpdate } from '../../contract/desk-settings';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../provider/seed/demo-operators';
import { cluster, waitFor } from './support/cluster-api';

/** A storefront process by its own port, named as the site (`localhost`), so its host is the default tenant's. */
const storefront = (i: number): string => cluster().storefronts[i]!.replace('127.0.0.1', 'localhost');

/** The theme colour a storefront's home page carries, as an anonymous shopper gets it (the front door's page cache answers a repeat). */
async function homeColour(i: number): Promise<string | undefined> {
  const html = await (await fetch(`${storefront(i)}/`)).text();
  return /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
}

/** A call of storefront `i` as a browser of the site makes it (same origin), with the desk's cookie. */
async function deskCall(i: number, method: string, path: string, cookie: string, json?: unknown): Promise<Response> {
  return fetch(`${storefront(i)}${path}`, {
    method,
    headers: { origin: storefront(i), cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? null : JSON.stringify(json),
  });
}

/** Signs the demo owner in to the desk through storefront `i`'s sign-in call: answers the operator cookie. */
async function deskSignIn(i: number): Promise<string> {
  const response = await deskCall(i, 'POST', '/desk/session', '', { email: DEMO_OWNER_EMAIL, password: DEMO_OWNER_PASSWORD });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
  expect(cookie).not.toBe('');
  return cookie;
}

/** The identity settings as the desk's form saves them, with `themeColor`, through storefront `i`. */
async function saveThemeColour(i: number, cookie: string, themeColor: string): Promise<void> {
  const settings = DeskSettings.parse(await (await deskCall(i, 'GET', '/api/desk/settings', cookie)).json());
  const { name, description, defaultLanguage, supportedLanguages, timezoneOffset, registrationEntity, googleAnalyticsTraceId, siteSwitches } = settings;
  const identity: IdentityUpdate = { name, description, themeColor, defaultLanguage, supportedLanguages, timezoneOffset, registrationEntity, googleAnalyticsTraceId, siteSwitches };
  const saved = await deskCall(i, 'PATCH', '/api/desk/settings/identity', cookie, identity);
  expect(saved.status, await saved.clone().text()).toBe(200);
}

describe('site changes across storefront processes', () => {
  it('a theme colour the owner saves on the desk through one storefront shows through the OTHER within 5 s, its cached home page dropped', async () => {
    const cookie = await deskSignIn(0);
    const original = DeskSettings.parse(await (await deskCall(0, 'GET', '/api/desk/settings', cookie)).json()).themeColor;
    // Both processes have the home page and the tenant cached (asked twice: the second answer is the front door's).
    for (const i of [0, 1]) for (let n = 0; n < 2; n += 1) expect(await homeColour(i)).not.toBe('#7c3aed');
    try {
      await saveThemeColour(0, cookie, '#7c3aed');
      // Each process polls on its own clock: the other storefront within 5 s of the save, and the one it went through.
      const seen = await Promise.all([1, 0].map((i) => waitFor(`the new colour through storefront ${i + 1}`, async () => (await homeColour(i)) === '#7c3aed', 5_000)));
      for (const ms of seen) expect(ms).toBeLessThan(5_000);
    } finally {
      await saveThemeColour(0, cookie, original);
    }
  });
});
