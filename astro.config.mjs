import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import interactDirective from './src/directives/integration.ts';
import precompress from './src/gateway/precompress-integration.ts';

export default defineConfig({
  output: 'server',
  // BUILD_DIR lets several builds (a test run beside a benchmark) live side by side.
  outDir: process.env.BUILD_DIR || './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), interactDirective(), precompress()],
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
  vite: { plugins: [tailwindcss()] },
});
