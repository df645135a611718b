import { createHash } from 'node:crypto';

/**
 * Read by zod when its schemas are built: parse without compiling code (`new Function`), which
 * the Content-Security-Policy forbids (no 'unsafe-eval'); even zod's probe for it is a reported
 * violation. Inline at the top of <head>, so it runs before any module that defines a schema,
 * without a render-blocking request of its own; the page's CSP admits it by its hash.
 */
export const ZOD_JITLESS_SCRIPT = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export const ZOD_JITLESS_HASH = `sha256-${createHash('sha256').update(ZOD_JITLESS_SCRIPT).digest('base64')}` as const;
