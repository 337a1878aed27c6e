import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'apps/web/src/locales/**', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Promises are awaited, returned or marked `void` on purpose: a forgotten one is an unhandled rejection or a race.
    files: ['**/*.{ts,tsx}'],
    ignores: ['vitest.config.ts', 'apps/server/drizzle.config.ts'],
    languageOptions: {
      parserOptions: {
        // The type checks' own programs (npm run typecheck): the server's with its tests, the web app, e2e, contracts.
        project: [
          './apps/server/tsconfig.test.json',
          './apps/web/tsconfig.json',
          './e2e/tsconfig.json',
          './packages/contracts/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // A query is scoped to an account one way: inAccount(table, accountId, ...) from platform/auth/scope.ts
    // (docs/ARCHITECTURE.md, "Accounts, users and access"). Comparing two columns, as a join does, stays
    // eq(a.accountId, b.accountId).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/auth/scope.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='eq'][arguments.0.type='MemberExpression'][arguments.0.property.name='accountId'][arguments.1.type!='MemberExpression']",
          message:
            'Scope a query to an account with inAccount(table, accountId, ...conditions) from platform/auth/scope.ts, not a hand-written eq(table.accountId, …).',
        },
      ],
    },
  },
  {
    // Scripts served as they are to other sites' pages.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // An answer's type comes from its contract schema (`api.get(path, { schema })`), never from the caller's say-so.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...apiAnswerRules()],
    },
  },
  {
    // The public entry routes with its own small router (platform/routing); React Router is the management app's.
    files: [
      'apps/web/src/public-main.tsx',
      'apps/web/src/public-server.tsx',
      'apps/web/src/app/public/**',
      'apps/web/src/features/public/**',
      'apps/web/src/features/widget/**',
      'apps/web/src/features/check-in/scanner/**',
      'apps/web/src/platform/routing/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: publicPageImportRules() }],
    },
  },
  {
    // Where most buyers arrive: the event page and the widget fetch without TanStack Query (docs/ARCHITECTURE.md, Web app).
    files: ['apps/web/src/features/public/event-page/**', 'apps/web/src/features/public/event-api.ts', 'apps/web/src/features/widget/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...publicPageImportRules(),
            {
              name: '@tanstack/react-query',
              message: 'The event page and the widget stay without TanStack Query: fetch through features/public/event-api.ts.',
            },
          ],
        },
      ],
    },
  },
);

function publicPageImportRules() {
  const message = 'Public pages route with platform/routing, not React Router (the public entry does not load it).';
  return [
    { name: 'react-router', message },
    { name: 'react-router/dom', message },
  ];
}

/** The calls of the web app's API clients (platform/api/client.ts, the scanner's callPublic) and the helpers over them. */
function apiAnswerRules() {
  const clientCall =
    "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(api|publicApi|client)$/][callee.property.name=/^(get|post|put|patch|delete)$/]";
  const helperCall = 'CallExpression[callee.name=/^(callPublic|getAllPages)$/]';
  const typeMessage =
    'Do not give an API call a type argument: pass the contract schema of its answer (`{ schema: dataEnvelope(xSchema) }` from @stagedoor/contracts), which types and checks the answer.';
  const castMessage =
    'Do not cast an API answer with `as`: pass the contract schema of the answer (`{ schema }`) and let its type flow from there; fix the contract if the type is wrong.';
  return [
    { selector: `${clientCall}[typeArguments]`, message: typeMessage },
    { selector: `${helperCall}[typeArguments]`, message: typeMessage },
    // `api.get(…) as X`, `(await api.get(…)) as X`, `{ …: await api.get(…) } as X`
    { selector: `:matches(TSAsExpression, TSTypeAssertion) ${clientCall}`, message: castMessage },
    { selector: `:matches(TSAsExpression, TSTypeAssertion) ${helperCall}`, message: castMessage },
    // `api.get(…).then((r) => r.data as X)`
    {
      selector: `CallExpression[callee.property.name='then'][callee.object.callee.object.name=/^(api|publicApi|client)$/] :matches(TSAsExpression, TSTypeAssertion)`,
      message: castMessage,
    },
  ];
}
