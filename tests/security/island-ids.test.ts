import { describe, expect, it } from 'vitest';
import { demoServer } from './support/demo-server';

/** Each island's server-rendered HTML with the `prefix` the browser hydrates it with. */
function islands(html: string): { prefix: string; html: string }[] {
  return [...html.matchAll(/<astro-island\b[^>]*\bprefix="([^"]+)"[^>]*>([\s\S]*?)<\/astro-island>/g)].map(([, prefix, inner]) => ({ prefix: prefix!, html: inner! }));
}

/** The ids React's useId gave (`_r3R_0_`, or `_R_0_` without a prefix). */
const useIdIds = (html: string): string[] => [...html.matchAll(/\bid="(_[A-Za-z0-9]*R_[^"]*)"/g)].map(([, id]) => id!);

// Islands are rendered by React's string renderer (src/directives/react-string-render.ts): the
// browser hydrates each with its island's identifierPrefix, so the server's useId ids must
// carry it too, or ids rendered after hydration would not match those in the page.
describe('island ids', () => {
  const server = demoServer();

  it('every useId id an island renders on the server carries the prefix it is hydrated with', async () => {
    const search = await (await server.request('/product-search?keyword=bag&from=island-ids-test')).text();
    const productPath = /href="(\/product\?url=[^"]+)"/.exec(search)?.[1]?.replaceAll('&amp;', '&');
    expect(productPath).toBeDefined();
    const product = await (await server.request(productPath!)).text();
    const checked = islands(product).flatMap(({ prefix, html }) => useIdIds(html).map((id) => ({ prefix, id })));
    // The purchase island's quantity and message fields, the search box: ids to check.
    expect(checked.length).toBeGreaterThan(3);
    for (const { prefix, id } of checked) expect(id.startsWith(`_${prefix}R_`), `${id} in island ${prefix}`).toBe(true);
  });
});
