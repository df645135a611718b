import type { AppVariables } from '../http/app-bindings';
import { translatorOf } from '../translation/translator-of-env';
import type { CatalogReader } from './catalog-language';
import type { CatalogScope, CatalogSource } from './catalog-source';
import { createDatabaseCatalog } from './database-catalog';

/** The catalog a request reads: the database catalog, on the request's database and storage, translated by the provider's translator. */
export const catalogOf = ({ db, storage, env }: AppVariables): CatalogSource => createDatabaseCatalog(db, storage, translatorOf(env));

/** The tenant's enabled platforms, and the language the shopper reads. */
export const catalogScopeOf = ({ tenant, contentLanguages }: AppVariables): CatalogScope => ({
  platforms: tenant.preferences.productPlatforms,
  language: contentLanguages[0] ?? 'en',
});

/** How the request reads catalog text on cart, order and parcel lines: the provider's translator, in the shopper's language. */
export const catalogReaderOf = ({ env, contentLanguages }: Pick<AppVariables, 'env' | 'contentLanguages'>): CatalogReader => ({
  translator: translatorOf(env),
  language: contentLanguages[0] ?? 'en',
});
