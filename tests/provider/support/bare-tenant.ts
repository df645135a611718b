import type { Database } from '../../../provider/db/client';

/** A tenant with nothing else, for tests that start from an unseeded database. */
export async function insertBareTenant(db: Database, id: string): Promise<void> {
  await db.execute(`INSERT INTO tenants (id, name, description, theme_color, logo_image, default_language, supported_languages,
    timezone_offset, service_email, service_phone, service_social_accounts, social_media_platforms, footer_links, cny_exchange_rate,
    currency, preferences, enabled_article_types) VALUES ('${id}', 'T', '', '000', '', 'en', '["en"]', 0, '', '', '[]', '[]', '[]', 1, 'CNY', '{}', '[]')`);
}
