import type { KyInstance } from 'ky';
import { SiteVersions } from '../../../../contract/site-versions';
import { parsed } from './query';

/** The site-version poll (docs/product.md, "Site changes"): asked by the server alone, for every tenant at once. */
export const siteVersionCalls = (http: KyInstance) => ({
  getSiteVersions: () => parsed(http.get('site-versions'), SiteVersions),
});
