import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_SINK_DIR } from '../../../playwright.production.config';

/** A kept message's text body, decoded from its transfer encoding (quoted-printable or base64). */
function textOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? raw;
  const [headers = '', ...rest] = plain.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The texts of every message the mail sink kept for `to`, oldest first. */
function mailsTo(to: string): string[] {
  return readdirSync(MAIL_SINK_DIR).sort()
    .map((name) => JSON.parse(readFileSync(join(MAIL_SINK_DIR, name), 'utf8')) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(to.toLowerCase()))
    .map((mail) => textOf(mail.raw));
}

/** Waits for the newest mail to `to` whose text matches `pattern` and answers the first group. */
export async function mailed(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect.poll(() => {
    found = mailsTo(to).map((text) => pattern.exec(text)?.[1]).findLast((match) => match !== undefined) ?? '';
    return found;
  }, { timeout: 20_000 }).not.toBe('');
  return found;
}
