import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../provider/seed/demo-tenants';

/**
 * The seeded guide content speaks every language a demo tenant offers, so a shopper reads
 * the guides in the language they chose. `ru2` is a second Russian wording of the interface:
 * its guides are the Russian ones (provider/tenancy/content-languages.ts).
 */
const SAME_CONTENT: Record<string, string> = { ru2: 'ru' };

describe('seeded guide languages', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.id}: guides in every supported language`, () => {
      const written = new Set<string>(tenant.contentLanguages);
      const missing = tenant.supportedLanguages.filter((language) => !written.has(SAME_CONTENT[language] ?? language));
      expect(missing).toEqual([]);
    });
  }
});
