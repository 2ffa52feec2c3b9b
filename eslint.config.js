import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const pureCoreRule = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The pure core must not import React.' },
        { group: ['**/react/**', '../react', './react'], message: 'The pure core must not import the React layer.' },
        { group: ['d3', 'd3-*', 'leaflet'], message: 'The pure core must not import DOM libraries.' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'location'].map(
      (name) => ({ name, message: 'The pure core runs without a DOM.' }),
    ),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.types/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
      'bench-results/**',
      '.tmp/**',
      'apps/api/drizzle/**',
      // JSON settings whose names match '**/*.config.*' below (chromatic.config.json) are not code.
      '**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/*/src/**/use-*.ts', 'apps/portal/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['packages/fields/src/core/**/*.ts', 'packages/gantt/src/model/**/*.ts'], rules: pureCoreRule },
  {
    files: ['scripts/**', '**/*.config.*', '.ci/**', '**/bench/**', 'e2e/**', 'apps/api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
