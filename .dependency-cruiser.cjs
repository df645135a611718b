/**
 * The dependency rules of docs/architecture.md ("Dependency rules"), checked by `npm run deps`
 * (part of `npm test`). Pages → layouts and islands → src/lib/<feature> → src/lib/api →
 * contract/; the provider → contract/; only the gateway beside src/pages/api/ embeds the provider.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle ties modules together so that neither can change or be tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'provider-not-to-storefront',
      comment: 'The provider is its own deployable: it shares only contract/ with the storefront.',
      severity: 'error',
      from: { path: '^provider/' },
      to: { path: '^src/' },
    },
    {
      name: 'storefront-not-to-provider',
      comment: 'Only the gateway (the /api forwarder and the embedded provider) may reach into provider/.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/gateway/' },
      to: { path: '^provider/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract both sides import depends on nothing but zod and itself; its server-only parts (*.server.ts: client addresses, the log format, the HTML sanitiser) may use Node built-ins, pino and sanitize-html.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', '^node_modules/zod/', '^node_modules/pino/', '^node_modules/sanitize-html/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'contract-node-only-on-server',
      comment: 'A Node built-in in the contract only behind a *.server.ts name, which no browser code imports.',
      severity: 'error',
      from: { path: '^contract/', pathNot: '\\.server\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-pino-only-on-server',
      comment: 'The shared log format (pino) only behind a *.server.ts name.',
      severity: 'error',
      from: { path: '^contract/', pathNot: '\\.server\\.ts$' },
      to: { path: '^node_modules/pino/' },
    },
    {
      name: 'contract-sanitize-html-only-on-server',
      comment: 'The one HTML sanitiser (sanitize-html) only behind a *.server.ts name: pages and the provider clean HTML, islands never.',
      severity: 'error',
      from: { path: '^contract/', pathNot: '\\.server\\.ts$' },
      to: { path: '^node_modules/sanitize-html/' },
    },
    {
      name: 'lib-not-to-ui',
      comment: 'Features and the API client know nothing of what renders them.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(islands|components|layouts|pages)/' },
    },
    {
      name: 'islands-not-to-pages-or-layouts',
      comment: 'Islands render stores and call actions; layouts and pages compose islands, not the other way.',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^src/(layouts|pages)/' },
    },
    {
      name: 'islands-call-actions',
      comment: "Islands render stores and call actions of src/lib/<feature>; calling the provider is the features' work.",
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^src/lib/(api/(client|browser)[.]ts|api/calls/|session/shopper-api[.]ts)' },
    },
    {
      name: 'api-client-imports-no-feature',
      comment: 'The API client is the bottom of every feature: features register what a 401 means.',
      severity: 'error',
      from: { path: '^src/lib/api/' },
      to: { path: '^src/(lib/(?!api/)|gateway/|islands/|components/|layouts/|pages/)' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(astro:|virtual:)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.astro|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    // .astro files are parsed for their frontmatter imports.
    extraExtensionsToScan: ['.astro'],
  },
};
