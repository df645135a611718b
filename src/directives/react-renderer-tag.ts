import type { AstroIntegration } from 'astro';
import { serverBuildTransform } from './server-build-transform';

// The server build's React components (islands and server-only ones), and how they are exported.
const COMPONENT_FILE = /[\\/]src[\\/](?:islands|components)[\\/].+\.tsx$/;
const EXPORTED_COMPONENT = /^export (?:default )?function ([A-Z]\w*)/gm;
/** Where Astro looks for a component's renderer before trying each renderer's check. */
const RENDERER = "Symbol.for('astro:renderer')";

/**
 * Tags every exported React component of the server build with its renderer. Astro otherwise
 * finds the renderer of an untagged component by asking @astrojs/react's check, which renders
 * the component once more to see whether it returns React elements: every island and
 * server-rendered component of a page cost two renders (about a seventh of a page's time).
 */
export default function reactRendererTag(): AstroIntegration {
  return serverBuildTransform('storefront:react-renderer-tag', (code, id) => {
    if (!COMPONENT_FILE.test(id)) return null;
    const names = [...code.matchAll(EXPORTED_COMPONENT)].map(([, name]) => name);
    if (names.length === 0) return null;
    const tags = names.map((name) => `Object.defineProperty(${String(name)}, ${RENDERER}, { value: '@astrojs/react' });`);
    return `${code}\n${tags.join('\n')}\n`;
  }, 'pre');
}
