import { describe, expect, it } from 'vitest';
import { islandResources } from '../../../src/layouts/shell/island-resources';
import { resourcesFor } from '../../../src/lib/i18n/server';

describe('islandResources', () => {
  it('is the same object for the same language and parts, so an island keeps its translator across renders', () => {
    const parts = ['cart', 'product:page.show-original', 'common:error'];
    expect(islandResources('vi', parts)).toBe(islandResources('vi', [...parts]));
    expect(islandResources('ru', parts)).not.toBe(islandResources('vi', parts));
  });

  it('gives whole namespaces, whole sections and single keys, and nothing else', () => {
    const product = resourcesFor('ko', ['product']).product as Record<string, Record<string, unknown>>;
    const common = resourcesFor('ko', ['common']).common as Record<string, Record<string, unknown>>;
    const resources = islandResources('ko', ['payment', 'product:platform', 'product:page.show-original', 'common:error.generic']);
    expect(resources.payment).toEqual(resourcesFor('ko', ['payment']).payment);
    expect(resources.product).toEqual({ platform: product.platform, page: { 'show-original': product.page?.['show-original'] } });
    expect(resources.common).toEqual({ error: { generic: common.error?.generic } });
    expect(Object.keys(resources).sort()).toEqual(['common', 'payment', 'product']);
  });

  it('leaves out a part that names nothing', () => {
    const resources = islandResources('ar', ['common:no-such-section', 'common:error.no-such-key', 'common:toast']);
    expect(resources.common).toEqual({ toast: (resourcesFor('ar', ['common']).common as Record<string, unknown>).toast });
  });
});
