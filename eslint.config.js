import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features (apps/web/src/features/*): each is a zone of its own. */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports that would give packages/core I/O. */
const NO_IO = {
  group: ['node:fs*', 'fs', 'fs/*', 'node:net', 'node:http*', 'pg', 'drizzle-orm*', 'fastify*'],
  message: 'packages/core is pure: no I/O.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Sanitisers and file checks match control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // CommonJS files (the OCR engine's worker thread) load their modules with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Web boundaries: a feature never imports another feature (what two features share lives in
    // components/, lib/, hooks/ or config/), and no module imports itself back through a cycle.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      // Only types from the contracts' main entry (its zod schemas would land in every chunk); values
      // come from the zod-free '@careerlens/contracts/constants'.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@careerlens/contracts',
              allowTypeImports: true,
              message: "Import values from '@careerlens/contracts/constants' (zod-free); types from here.",
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: WEB_FEATURES.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message:
              'Features do not import each other: move what they share to components/, lib/ or hooks/.',
          })),
        },
      ],
    },
  },
  {
    // The pure engine does no I/O: no file system, network, database or process access.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/testing/**', 'packages/core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_IO] }] },
  },
  {
    // Production code does not lean on the demo corpus: only demo/ itself, the package's barrel (which
    // exports the demo generator for seeding), the content checks (which cover the demo data), test
    // support and tests import from demo/.
    files: ['packages/core/src/**/*.ts'],
    ignores: [
      'packages/core/src/demo/**',
      'packages/core/src/index.ts',
      'packages/core/src/content/**',
      'packages/core/src/testing/**',
      'packages/core/src/**/*.test.ts',
      'packages/core/src/**/*.bench.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_IO,
            { group: ['**/demo', '**/demo/*'], message: 'Only demo code and tests import from demo/.' },
          ],
        },
      ],
    },
  },
);
