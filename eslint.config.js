import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Lint guards the architecture (STYLE.md rule 11): shared code imports neither Node nor the DOM
 * side, server and client never import each other, there are no import cycles and no floating
 * promises. In the client, imports run one way (bulletproof-react): app → pages → features →
 * components and lib (→ shared), and a feature never imports another (ADR 0017).
 */
const clientFeatures = readdirSync(path.join(import.meta.dirname, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientZones = [
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
  {
    target: ['./src/client/features', './src/client/components', './src/client/lib'],
    from: ['./src/client/app', './src/client/pages'],
    message: 'Imports run app → pages → features → components/lib, never back up.',
  },
  {
    target: ['./src/client/components', './src/client/lib'],
    from: './src/client/features',
    message: 'components/ and lib/ are shared by every feature, so they import none.',
  },
  { target: './src/client/pages', from: './src/client/app', message: 'Pages never import the app shell.' },
];
export default tseslint.config(
  // vendor/: upstream packages installed from a copy (vendor/README.md), kept as released.
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.test-data/**', 'coverage/**', 'vendor/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.client.json', './tsconfig.server.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.client.json', 'tsconfig.server.json'], noWarnOnMultipleProjects: true })],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fastify*', 'pg', 'drizzle-orm*', 'react*'], message: 'src/shared must run in the browser and in Node: no platform imports.' },
            { group: ['**/server/**', '**/client/**'], message: 'src/shared imports nothing from server or client.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server never imports client code.' }] }],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: clientZones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', 'node:*', 'pg', 'drizzle-orm*', 'fastify*'], message: 'The client never imports server code.' }] },
      ],
    },
  },
  {
    files: ['scripts/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
  },
);
