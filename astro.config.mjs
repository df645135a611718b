import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import interactDirective from './src/directives/integration.ts';
import reactRendererTag from './src/directives/react-renderer-tag.ts';
import reactStringRender from './src/directives/react-string-render.ts';
import precompress from './src/gateway/precompress-integration.ts';

// What the shell's script at page load imports (session state, the tenant clock), in one file:
// a phone fetches it in one round trip after the page, beside the client router's own file,
// not as a chain of small files three deep.
const PAGE_LOAD_MODULES = [
  /[\\/]node_modules[\\/]nanostores[\\/]/,
  /[\\/]src[\\/]lib[\\/]session[\\/](?:login-state|protected-routes)\.ts$/,
  /[\\/]src[\\/]directives[\\/]hydrate-request\.ts$/,
  /preload-helper/,
  /[\\/]src[\\/]lib[\\/]clock[\\/]tenant-clock\.ts$/,
];

export default defineConfig({
  output: 'server',
  // BUILD_DIR lets several builds (a test run beside a benchmark) live side by side.
  outDir: process.env.BUILD_DIR || './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react({ experimentalDisableStreaming: true }), reactStringRender(), interactDirective(), reactRendererTag(), precompress()],
  // A Content-Security-Policy header on every page: scripts only from this site or with the
  // hash Astro computes of each inline script (no 'unsafe-inline'), and no framing.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // Image search previews are blob: URLs. A storage CDN (PUBLIC_STORAGE_URL) and the bucket
        // uploads are posted to are added per page from the configuration (storage-csp.server.ts).
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ],
      // The tenant's theme colour is an inline style attribute; styles cannot run code.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'page-load', test: (id) => PAGE_LOAD_MODULES.some((re) => re.test(id)) }] } } } } },
    },
  },
});
