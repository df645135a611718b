import type { AstroIntegration } from 'astro';
import { serverBuildTransform } from './server-build-transform';

/** @astrojs/react's renderer for the server (bundled into the server build). */
const REACT_SERVER_RENDERER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;
/** Its call when streaming is off, which leaves out the island's `identifierPrefix`. */
const STRING_RENDER = 'ReactDOM.renderToString(vnode)';

/**
 * Islands are rendered on the server by React's string renderer instead of its web stream,
 * which encodes every chunk to bytes and decodes them again (0.3–0.4 ms of a product page's
 * 8 ms miss; an island's data comes in its props, so nothing suspends and streaming gains
 * nothing). @astrojs/react's `experimentalDisableStreaming` does this, but drops the options
 * its streaming call gets: without the island's `identifierPrefix`, `useId` on the server
 * would differ from the browser's, which hydrates with the prefix, and ids rendered after
 * hydration (an error's `aria-describedby`) would miss the server's. This passes them.
 */
export default function reactStringRender(): AstroIntegration {
  return serverBuildTransform('storefront:react-string-render', (code, id) => {
    if (!REACT_SERVER_RENDERER.test(id)) return null;
    // A new @astrojs/react must not silently lose the prefix (or the speed).
    if (!code.includes(STRING_RENDER)) throw new Error(`${id}: no "${STRING_RENDER}" to give the island's identifierPrefix; check how this version renders without streaming`);
    return code.replace(STRING_RENDER, 'ReactDOM.renderToString(vnode, renderOptions)');
  });
}
