import { inArray } from 'drizzle-orm';
import type { NamesByLanguage } from '../../../contract/desk-shipping';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { countries } from '../../db/schema';
import { ProblemError } from '../../http/problem';

/** The languages a tenant offers: names may be given in these only, the default one always. */
export interface SiteLanguages {
  defaultLanguage: string;
  supportedLanguages: readonly string[];
}

const invalid = (path: string, message: string) =>
  new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request has invalid fields.', errors: [{ path, message }] });

/** The default language's name (the fallback everywhere), after checking every name is in a language the tenant offers (400). */
export function defaultNameOf(names: NamesByLanguage, site: SiteLanguages): string {
  const offered = Object.keys(names).find((language) => !site.supportedLanguages.includes(language));
  if (offered !== undefined) throw invalid(`names.${offered}`, 'The site does not offer this language');
  const name = names[site.defaultLanguage as keyof NamesByLanguage];
  if (name === undefined) throw invalid(`names.${site.defaultLanguage}`, 'A name in the site\'s default language is needed');
  return name;
}

/** Refuses (400) a country code the reference data does not know. */
export async function ensureKnownCountries(db: Database, codes: readonly string[], path: string): Promise<void> {
  if (codes.length === 0) return;
  const known = await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, [...new Set(codes)]));
  const unknown = codes.find((code) => !known.some((row) => row.code === code));
  if (unknown !== undefined) throw invalid(path, `Unknown country ${unknown}`);
}

/** Runs a write that breaks the named unique constraint when the name is another record's (409 NAME_TAKEN). */
export async function uniquelyNamed<T>(constraint: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new ProblemError({ status: 409, code: 'NAME_TAKEN', detail: 'Another record of this tenant has this name.' });
    throw error;
  }
}
