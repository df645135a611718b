import type { ExchangeInfo, Tenant } from '../../../contract/tenant';
import type { AppRouteHandler, TenantRow } from '../../http/app-bindings';
import { siteLabelOf } from '../../tenancy/site-label';
import type { getExchangeRateRoute, getTenantRoute } from './tenant.routes';

const toExchangeInfo = (tenant: TenantRow): ExchangeInfo => ({
  cnyExchangeRate: tenant.cnyExchangeRate,
  currency: tenant.currency,
});

const toTenant = (tenant: TenantRow): Tenant => ({
  id: tenant.id,
  host: siteLabelOf(tenant),
  name: tenant.name,
  description: tenant.description,
  themeColor: tenant.themeColor,
  logoImage: tenant.logoImage,
  defaultLanguage: tenant.defaultLanguage,
  supportedLanguages: tenant.supportedLanguages,
  timezoneOffset: tenant.timezoneOffset,
  serviceEmail: tenant.serviceEmail,
  servicePhone: tenant.servicePhone,
  serviceSocialAccounts: tenant.serviceSocialAccounts,
  socialMediaPlatforms: tenant.socialMediaPlatforms,
  footerLinks: tenant.footerLinks,
  analyticsCode: tenant.analyticsCode,
  googleAnalyticsTraceId: tenant.googleAnalyticsTraceId,
  registrationEntity: tenant.registrationEntity,
  exchangeInfo: toExchangeInfo(tenant),
  tenantPreference: tenant.preferences,
  enabledArticleTypes: tenant.enabledArticleTypes,
  fees: { serviceFeeBasisPoints: tenant.serviceFeeBasisPoints },
  siteSwitches: tenant.siteSwitches,
});

export const getTenant: AppRouteHandler<typeof getTenantRoute> = (c) => c.json(toTenant(c.var.tenant), 200);

export const getExchangeRate: AppRouteHandler<typeof getExchangeRateRoute> = (c) =>
  c.json(toExchangeInfo(c.var.tenant), 200);
