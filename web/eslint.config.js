import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = path.join(import.meta.dirname, 'src');
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Imports flow one way: shared code -> features -> app (bulletproof-react). Shared code is every
// folder of src/ but app/, features/ and testing/ (test helpers may import anything).
const features = foldersIn(path.join(src, 'features'));
const shared = foldersIn(src).filter((folder) => !['app', 'features', 'testing'].includes(folder));

export default defineConfig([
  globalIgnores(['dist']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // Schemas are built after src/lib/zod.ts has configured zod (no JIT: the CSP forbids eval).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from '@/lib/zod', which configures zod for the CSP." }],
          patterns: [{ group: ['zod/*'], message: "Import { z } from '@/lib/zod', which configures zod for the CSP." }],
        },
      ],
    },
  },
  {
    files: ['src/testing/**', '**/*.test.{ts,tsx}'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves '@/...' as vite.config.ts does, so aliased and relative imports are both checked.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], alias: { '@': [src] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: src,
          zones: [
            // A feature imports no other feature: what several need is shared, or the app composes them.
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: move what both need to shared code, or compose them in src/app.',
            })),
            { target: './features', from: './app', message: 'Features must not import the app layer.' },
            {
              target: shared.map((folder) => `./${folder}`),
              from: ['./features', './app'],
              message: 'Shared code must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
]);
