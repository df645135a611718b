import { z } from 'zod';
import { Int, MultilineText, Text } from './bounds';
import { LanguageCode } from './language';
import { ContactChannel, SiteSwitches, SocialPlatform } from './tenant';
import { Email, PhoneNumber } from './user';

/*
 * The desk's settings area, identity and links (docs/product.md, "Desk", "Settings"): the OWNER
 * names the site, picks its colour, languages, clock, registration, analytics id and switches,
 * and keeps its contact channels, social platforms and footer links. Each write raises the site
 * version so every storefront process shows it.
 */

/** A colour as `#rrggbb`. */
export const HexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'A colour such as #16a34a').transform((value) => value.toLowerCase());
/** A Google Analytics 4 measurement id: only ever an id, never script text. */
export const AnalyticsId = z.string().trim().regex(/^G-[A-Z0-9]{4,16}$/, 'A GA4 measurement id such as G-ABC123XYZ');

export const IDENTITY_BOUNDS = { name: 60, description: 300, entityName: 100, licenceNo: 60, websiteApprove: 100 } as const;

export const RegistrationEntity = z.object({
  name: Text(IDENTITY_BOUNDS.entityName, 1),
  businessLicenseNo: Text(IDENTITY_BOUNDS.licenceNo),
  websiteApprove: Text(IDENTITY_BOUNDS.websiteApprove),
});

/** PATCH /desk/settings/identity: every identity field at once, as the form sends them. */
export const IdentityUpdate = z.object({
  name: Text(IDENTITY_BOUNDS.name, 1),
  description: MultilineText(IDENTITY_BOUNDS.description),
  themeColor: HexColor,
  defaultLanguage: LanguageCode,
  supportedLanguages: z.array(LanguageCode).min(1).max(18)
    .refine((codes) => new Set(codes).size === codes.length, 'Each language once'),
  /** Minutes east of UTC (UTC−12:00 to UTC+14:00). */
  timezoneOffset: Int(-720, 840),
  registrationEntity: RegistrationEntity.nullable(),
  googleAnalyticsTraceId: AnalyticsId.nullable(),
  siteSwitches: SiteSwitches,
}).refine((identity) => identity.supportedLanguages.includes(identity.defaultLanguage), {
  path: ['defaultLanguage'], message: 'The default language must be one of the supported languages',
});
export type IdentityUpdate = z.input<typeof IdentityUpdate>;

/**
 * A link the site shows: an absolute http(s) address, or a path of this site (`/faq`). No
 * other scheme (`javascript:`, `data:`) and no protocol-relative `//host`.
 */
export const SiteLink = Text(500, 1).refine((link) => {
  if (/^\/(?![/\\])/.test(link)) return true;
  if (!/^https?:\/\//i.test(link)) return false;
  return URL.canParse(link);
}, 'An https:// or http:// address, or a path of this site such as /faq');

export const LINKS_BOUNDS = { contacts: 10, shownContacts: 3, socials: 8, footerLinks: 12, accountId: 100, linkTitle: 60 } as const;

/** PUT /desk/settings/links: the whole lists, in the order the site shows them. */
export const LinksUpdate = z.object({
  serviceEmail: z.union([z.literal(''), Email]),
  servicePhone: z.union([z.literal(''), PhoneNumber]),
  /** The first three are shown on the site. */
  serviceSocialAccounts: z.array(z.object({ type: ContactChannel, accountId: Text(LINKS_BOUNDS.accountId, 1) })).max(LINKS_BOUNDS.contacts),
  socialMediaPlatforms: z.array(z.object({ platform: SocialPlatform, link: SiteLink })).max(LINKS_BOUNDS.socials)
    .refine((list) => new Set(list.map((entry) => entry.platform)).size === list.length, 'Each platform once'),
  footerLinks: z.array(z.object({ title: Text(LINKS_BOUNDS.linkTitle, 1), link: SiteLink })).max(LINKS_BOUNDS.footerLinks),
});
export type LinksUpdate = z.input<typeof LinksUpdate>;

/** GET /desk/settings: what the identity and links forms start from. */
export const DeskSettings = z.object({
  name: z.string(),
  description: z.string(),
  /** As the site shows it, `#rrggbb`. */
  themeColor: z.string(),
  logoImage: z.string(),
  defaultLanguage: LanguageCode,
  supportedLanguages: z.array(LanguageCode),
  timezoneOffset: z.number().int(),
  registrationEntity: z.object({ name: z.string(), businessLicenseNo: z.string(), websiteApprove: z.string() }).nullable(),
  googleAnalyticsTraceId: z.string().nullable(),
  siteSwitches: SiteSwitches,
  serviceEmail: z.string(),
  servicePhone: z.string(),
  serviceSocialAccounts: z.array(z.object({ type: ContactChannel, accountId: z.string() })),
  socialMediaPlatforms: z.array(z.object({ platform: SocialPlatform, link: z.string() })),
  footerLinks: z.array(z.object({ title: z.string(), link: z.string() })),
});
export type DeskSettings = z.infer<typeof DeskSettings>;

/** PUT /desk/settings/logo: an uploaded JPEG or PNG (GET /desk/settings/upload-token, then the signed form). */
export const LogoUpdate = z.object({ key: Text(300, 1) });
