// ESLint 10 flat config: typescript-eslint's type-checked rules everywhere, React hooks in
// the client, and the borders of STYLE.md (shared imports neither side; the client imports
// server code only as types; client features do not import each other).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clubLintPlugin } from './lint/feature-borders.js';

const upTo = (folder) => `^(\\.\\./)+${folder}(/|$)`;

const kyselyOutsideRepositories = {
  selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]",
  message: 'Kysely queries belong in a *.repository.ts; call a repository function here.',
};
const NOW_FROM_THE_CLOCK = 'Read now from the clock this code is given (deps.clock.now(), or a `now` passed down), so a test can set the instant.';
const wallClock = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: NOW_FROM_THE_CLOCK },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: NOW_FROM_THE_CLOCK },
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'src/client/routeTree.gen.ts',
    '.tmp/',
    'test-results/',
    'playwright-report/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` alone still leaves `import {} from` (verbatimModuleSyntax): a real import.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },

  // Plain JavaScript (scripts, configs) is outside the TypeScript project.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-import-type-side-effects': 'off',
    },
  },

  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // TanStack Router's loaders and guards `throw redirect(...)` / `throw notFound()` by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
          ],
        },
      ],
    },
  },

  // Playwright reads fixture dependencies from the destructuring: `async ({}, use) => ...` is its idiom.
  {
    files: ['src/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },

  // Borders.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: upTo('(server|client)'),
              message: 'src/shared holds schemas and types for both sides: it imports neither src/server nor src/client.',
            },
          ],
        },
      ],
    },
  },
  // Services hold the rules and know nothing of the transport: no Fastify, nothing from src/server/doors/http.
  {
    files: ['src/server/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\./|(\\.\\./)+)(doors/)?http(/|$)', message: 'A service does not import from src/server/doors/http: the transport calls the service, not the other way round.' },
            { regex: '^(fastify|@fastify/.*)$', message: 'A service does not import Fastify: it must serve the tRPC and REST doors alike.' },
            { regex: '(^|/)validation/parse-input$', message: 'A service receives input already parsed by its door (tRPC .input or the REST adapter); it does not parse again.' },
          ],
        },
      ],
    },
  },
  // Kysely query builders live in repositories (migrations, tests and their factories excepted); the
  // demo seeders insert through repositories too, so a column change breaks in one place.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/seed/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**', 'src/e2e/**', 'db/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', kyselyOutsideRepositories] },
  },
  // One clock: a rule reads "now" from the clock it is given (deps.clock, passed down), so tests set the
  // instant they need. Services, repositories, routers and the domains' rule files never read the wall.
  {
    files: ['src/server/**/*.{service,repository,router}.ts', 'src/server/domains/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...wallClock] },
  },
  {
    files: ['src/server/**/*.{service,router}.ts', 'src/server/domains/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', kyselyOutsideRepositories, ...wallClock] },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    plugins: { club: clubLintPlugin },
    rules: { 'club/feature-borders': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    // Component tests run in jsdom and may use the test helpers.
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: upTo('server'),
              allowTypeImports: true,
              message: 'The browser bundle may use server code only as types: write `import type`.',
            },
            {
              regex: upTo('(test|e2e)'),
              message: 'Test helpers (src/test, src/e2e) run in Node, not in the browser bundle.',
            },
          ],
        },
      ],
    },
  },
]);
