import { describe, expect, it } from 'vitest';
import { articlePreviewPath } from '../../../src/lib/desk/article-pages';
import { asksForPreview } from '../../../src/lib/content/article-preview.server';

describe('an article draft\'s preview', () => {
  it('opens on the page that shows its article, in its language', () => {
    expect(articlePreviewPath('FAQ', 'vi', 12)).toBe('/faq?lang=vi&preview=12');
    expect(articlePreviewPath('USER_AGREEMENT', 'zh-CN', 3)).toBe('/terms?lang=zh-CN&preview=3');
    expect(articlePreviewPath('PRIVACY_POLICY', 'en', 4)).toBe('/privacy?lang=en&preview=4');
  });

  it('has no page for an article no page shows by itself', () => {
    expect(articlePreviewPath('HOW_TO_USE', 'en', 1)).toBeNull();
    expect(articlePreviewPath('ABOUT_TRANSIT', 'en', 1)).toBeNull();
    expect(articlePreviewPath('PROHIBITED_PURCHASE_ITEMS', 'en', 1)).toBeNull();
  });

  it('is a request no shared cache keeps', () => {
    expect(asksForPreview(new URL('http://shop.test/faq?preview=12'))).toBe(true);
    expect(asksForPreview(new URL('http://shop.test/faq?lang=vi'))).toBe(false);
  });
});
