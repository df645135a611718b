import type { DeskSettings } from '../../../contract/desk-settings';
import { LanguageCode } from '../../../contract/language';
import type { TenantRow } from '../../http/app-bindings';

const HEX = /^#?([0-9a-f]{6})$/i;
/** Stored colours may lack the '#' (seeded ones); the form always shows `#rrggbb`. */
const asHexColor = (stored: string): string => {
  const match = HEX.exec(stored.trim());
  return match?.[1] ? `#${match[1].toLowerCase()}` : '#16a34a';
};
const languages = (codes: readonly string[]) => codes.flatMap((code) => {
  const parsed = LanguageCode.safeParse(code);
  return parsed.success ? [parsed.data] : [];
});

/** What the identity and links forms start from (docs/product.md, "Settings"). */
export function settingsView(row: TenantRow): DeskSettings {
  return {
    name: row.name, description: row.description, themeColor: asHexColor(row.themeColor), logoImage: row.logoImage,
    defaultLanguage: LanguageCode.catch('en').parse(row.defaultLanguage), supportedLanguages: languages(row.supportedLanguages),
    timezoneOffset: row.timezoneOffset, registrationEntity: row.registrationEntity, googleAnalyticsTraceId: row.googleAnalyticsTraceId,
    siteSwitches: row.siteSwitches, serviceEmail: row.serviceEmail, servicePhone: row.servicePhone,
    serviceSocialAccounts: row.serviceSocialAccounts, socialMediaPlatforms: row.socialMediaPlatforms, footerLinks: row.footerLinks,
  };
}
