import { describe, expect, it } from 'vitest';
import { accountMenuEntries, enabledGuides } from '../../../src/lib/content/article-routes';

const prefs = (on: boolean) => ({ showStockin: on, showTransit: on, showUserWarehouse: on });

describe('navigation filtered by the tenant', () => {
  it('lists only the guide pages whose article type the tenant enabled, in order', () => {
    const guides = enabledGuides({ enabledArticleTypes: ['FAQ', 'HOW_TO_USE', 'USER_AGREEMENT'] });
    expect(guides.map((g) => g.path)).toEqual(['/how-to-use', '/faq']);
  });

  it('hides proxy shipping, in-stock items and transit as the preferences say', () => {
    const all = accountMenuEntries({ tenantPreference: { ...prefs(true) } as never });
    expect(all.map((e) => e.path)).toEqual(['/my/warehouses', '/my/in-stock-items', '/my/transit']);
    expect(accountMenuEntries({ tenantPreference: { ...prefs(false) } as never })).toEqual([]);
  });
});
