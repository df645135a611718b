// The linter `npm test` runs with --max-warnings=0: typescript-eslint's strict type-checked rules
// everywhere, the React hooks (compiler) rules for islands and accessibility rules for JSX.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A table argument is named alone (`purchaseOrders`) or through the schema (`schema.purchaseOrders`).
const tableArgument = (path, names) => [`[${path}.name=/^(${names})$/]`, `[${path}.property.name=/^(${names})$/]`];
const STATUS_TABLES = 'purchaseOrders|purchaseOrderLines|transitOrders';
const STATUS_WRITES = tableArgument('callee.object.arguments.0', STATUS_TABLES).map((table) => ({
  selector: `CallExpression[callee.property.name='set']${table} > ObjectExpression > Property[key.name='status']`,
  message: 'Order, line and transit-order statuses change only through orders/order-status.ts and transit/transit-status.ts.',
}));
const BALANCE_MESSAGE = 'Balances change only through the ledger writer (ledger/ledger.ts), which writes the ledger row with them.';
const BALANCE_WRITES = [
  ...tableArgument('callee.object.arguments.0', 'userAccounts').flatMap((table) => ['set', 'values'].map((call) => ({
    selector: `CallExpression[callee.property.name='${call}']${table} > ObjectExpression > Property[key.name=/^(balanceFen|frozenFen)$/]`,
    message: BALANCE_MESSAGE,
  }))),
  ...tableArgument('arguments.0', 'accountLedger').map((table) => ({ selector: `CallExpression[callee.property.name='insert']${table}`, message: BALANCE_MESSAGE })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      '.data/**',
      'node_modules/**',
      'test-results*/**',
      'playwright-report/**',
      'provider/db/migrations/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Counts, prices in minor units and ids read naturally in messages and URLs; nothing else does.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => void-returning()}` is the idiomatic React handler, not a confused value.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `const { [key]: _dropped, ...rest } = value` is how an immutable value loses a key.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // One writer per status column and one ledger writer (docs/architecture.md, "Owners"): a status
  // or a balance changed anywhere else would skip the transition table, the timeline or the ledger row.
  { files: ['provider/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...STATUS_WRITES, ...BALANCE_WRITES] } },
  { files: ['provider/orders/order-status.ts', 'provider/transit/transit-status.ts'], rules: { 'no-restricted-syntax': ['error', ...BALANCE_WRITES] } },
  { files: ['provider/ledger/**/*.ts'], rules: { 'no-restricted-syntax': ['error', ...STATUS_WRITES] } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['tests/**'],
    rules: {
      // Fixtures and seeded data are known: `!` on them states the test's premise, and a wrong one fails the test.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest types its asymmetric matchers (expect.any, expect.objectContaining) as any, so they fit any field.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Test doubles are written as the async functions they stand in for.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{
          name: '@playwright/test', importNames: ['test'], allowTypeImports: true,
          message: "Import test from './support/test': it runs every page under the real CSP and fails on any violation.",
        }],
      }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
