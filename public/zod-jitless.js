// Read by zod when its schemas are built: parse without compiling code (`new Function`), which
// the Content-Security-Policy forbids (no 'unsafe-eval'); even zod's probe for it is a reported
// violation. A classic script in <head>, so it runs before any module that defines a schema.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
