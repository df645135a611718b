import { describe, expect, it } from 'vitest';
import { faqPage, jsonLdText, organization } from '../../src/lib/seo/json-ld';

// Tenant names and FAQ answers are operator-written text that lands inside a <script> element
// of every page (docs/product.md, "Crawlers"): no value may end it, open a comment or change its parsing.
const HOSTILE = 'Shop </script><script>alert(1)</script> <!-- & \u2028';

describe('structured data in <script type="application/ld+json">', () => {
  it('writes <, >, & and line separators as JSON escapes, so the block parses back to the same text', () => {
    const tenant = { name: HOSTILE, description: HOSTILE, logoImage: '', serviceEmail: '', servicePhone: '', socialMediaPlatforms: [] };
    for (const thing of [organization(tenant, 'https://vn.example.com'), faqPage([{ question: HOSTILE, answerHtml: `<p>${HOSTILE}</p>` }])]) {
      const text = jsonLdText(thing);
      expect(text).not.toMatch(/[<>&\u2028]/);
      expect(text.toLowerCase()).not.toContain('</script');
      expect(JSON.parse(text)).toMatchObject(JSON.parse(JSON.stringify(thing)) as object);
    }
  });
});
