import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../provider/seed/demo-tenants';
import { buildTenantRows, type TenantRows } from '../../provider/seed/tenant-rows';
import { createLocalDirectoryStorage } from '../../provider/storage/local-directory-storage';

/**
 * The seeded guide content speaks every language a demo tenant offers, so a shopper reads
 * the guides in the language they chose. `ru2` is a second Russian wording of the interface:
 * its guides are the Russian ones (provider/tenancy/content-languages.ts).
 */
const SAME_CONTENT: Record<string, string> = { ru2: 'ru' };
const contentLanguageOf = (language: string) => SAME_CONTENT[language] ?? language;

describe('seeded guide languages', () => {
  for (const tenant of DEMO_TENANTS) {
    it(`${tenant.id}: guides in every supported language`, () => {
      const written = new Set<string>(tenant.contentLanguages);
      const missing = tenant.supportedLanguages.filter((language) => !written.has(contentLanguageOf(language)));
      expect(missing).toEqual([]);
    });
  }
});

describe('seeded how-to-use steps', () => {
  let storageDir: string;
  const rowsOf = new Map<string, TenantRows>();
  beforeAll(async () => {
    // The rows the seed inserts, with their artwork stored where the provider would store it.
    storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guide-languages-'));
    const storage = createLocalDirectoryStorage(storageDir, '/api/files');
    for (const tenant of DEMO_TENANTS) rowsOf.set(tenant.id, await buildTenantRows(tenant, storage));
  });
  afterAll(() => fs.rm(storageDir, { recursive: true, force: true }));

  const stepsIn = (tenantId: string, language: string) =>
    rowsOf.get(tenantId)!.howToUseSteps.filter((step) => step.language === language).sort((a, b) => a.sort - b.sort);

  for (const tenant of DEMO_TENANTS.filter((demo) => !demo.preferences.showTransit)) {
    it(`${tenant.id}: no steps that end in the transit it hides (its how-to-use article stands)`, () => {
      expect(rowsOf.get(tenant.id)!.howToUseSteps).toEqual([]);
    });
  }

  for (const tenant of DEMO_TENANTS.filter((demo) => demo.preferences.showTransit)) {
    it(`${tenant.id}: the same illustrated steps in every supported language, translated`, () => {
      const english = stepsIn(tenant.id, 'en');
      expect(english.map((step) => step.sort)).toEqual([1, 2, 3, 4]);
      for (const language of tenant.supportedLanguages.map(contentLanguageOf)) {
        const steps = stepsIn(tenant.id, language);
        expect(steps.map((step) => step.sort), `${language} steps`).toEqual(english.map((step) => step.sort));
        for (const step of steps) expect(step.stepImage, `${language} step ${step.sort}`).toMatch(new RegExp(`^/api/files/seed/${tenant.id}/step-${step.sort}-`));
        if (language === 'en') continue;
        // Every field of every step is written in the language, none left as the English text.
        steps.forEach((step, index) => {
          const source = english[index]!;
          for (const field of ['stepName', 'stepRemark', 'stepDesc'] as const) {
            expect(step[field], `${language} step ${step.sort} ${field}`).not.toBe(source[field]);
          }
        });
      }
    });
  }
});
