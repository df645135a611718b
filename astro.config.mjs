import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import interactDirective from './src/directives/integration.ts';

export default defineConfig({
  output: 'server',
  // BUILD_DIR lets several builds (a test run beside a benchmark) live side by side.
  outDir: process.env.BUILD_DIR || './dist',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), interactDirective()],
  vite: { plugins: [tailwindcss()] },
});
