import type { AstroIntegration } from 'astro';

/** What a transform makes of one module of the server build: its new code, or null to leave it. */
export type ServerModuleTransform = (code: string, id: string) => string | null;

/** An integration that rewrites modules of the server build only (never the browser's). */
export function serverBuildTransform(name: string, transform: ServerModuleTransform, enforce?: 'pre'): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [{
              name,
              enforce,
              transform(code: string, id: string, options?: { ssr?: boolean | undefined }) {
                if (!options?.ssr) return null;
                const changed = transform(code, id);
                return changed === null ? null : { code: changed, map: null };
              },
            }],
          },
        });
      },
    },
  };
}
