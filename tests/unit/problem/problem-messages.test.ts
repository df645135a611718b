import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CODES } from '../../../contract/problem-codes';
import { problemText } from '../../../src/islands/forms/problem-text';
import { LANGUAGES } from '../../../src/lib/i18n/languages';
import { getT } from '../../../src/lib/i18n/server';
import { PROBLEM_MESSAGE_KEYS } from '../../../src/lib/problem/problem-messages';
import { STOREFRONT_PROBLEM_CODES } from '../../../src/lib/problem/shopper-problem';

const SHOWN_CODES = [...PROBLEM_CODES, ...STOREFRONT_PROBLEM_CODES];
const problemsIn = (lng: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/common.json`, import.meta.url), 'utf8')) as { problem?: Record<string, unknown> }).problem ?? {};
const english = problemsIn('en');

describe('every problem code has a message', () => {
  it('at common:problem.<CODE>', () => {
    for (const code of SHOWN_CODES) expect(PROBLEM_MESSAGE_KEYS[code], code).toBe(`problem.${code}`);
  });

  it.each(LANGUAGES)('in %s, translated', (lng) => {
    const messages = problemsIn(lng);
    const t = getT(lng);
    for (const code of SHOWN_CODES) {
      const message = messages[code];
      expect(typeof message === 'string' && message.trim().length > 0, `${lng}: problem.${code} is missing`).toBe(true);
      if (lng !== 'en') expect(message, `${lng}: problem.${code} is an English copy`).not.toBe(english[code]);
      // What the shopper reads is that message, not the key or a generic text.
      expect(problemText(t, lng, { code, status: 400 })).toBe(message);
    }
  });
});
