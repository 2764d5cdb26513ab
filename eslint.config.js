// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * One zone per folder of `parent`: a folder imports none of its siblings (STYLE.md habit 1,
 * kept by lint rather than by copying). A new feature or module is covered without editing.
 */
function siblingsApart(parent, message) {
  return readdirSync(new URL(parent, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${parent}/${name}`,
      from: parent,
      except: [`./${name}`],
      message,
    }));
}

/** The test kit (MSW, testing/ folders) stays out of the apps' bundles (docs/decisions/0014). */
const testKitImports = {
  group: ['msw', 'msw/*', '**/testing/*'],
  message: 'Only tests and testing/ folders import the test kit.',
};

/*
 * User-facing text lives in the translation resources (packages/shared/src/locales, read with
 * the web's lib/i18n.ts), never in JSX (issue 16): text between tags, a text-bearing attribute (alt,
 * title, label, placeholder, aria-label, a component's `...Label`/`...Text` prop) or a string
 * shown from an expression. Letters are what make a text: '×', '#' or '·' pass.
 */
const LETTERS = '/\\p{L}/u';
const TEXT_ATTRIBUTE =
  '/^(alt|title|subtitle|kicker|label|placeholder|caption|heading|description|message|text|notice|aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder)$|[a-z](Label|Text|Title|Message|Notice)$/';
const SHOWN = `:matches(Literal[value=${LETTERS}], TemplateLiteral > TemplateElement[value.raw=${LETTERS}])`;
const TEXT_IN_JSX = [
  `JSXText[value=${LETTERS}]`,
  `JSXAttribute[name.name=${TEXT_ATTRIBUTE}] > Literal[value=${LETTERS}]`,
  `JSXAttribute[name.name=${TEXT_ATTRIBUTE}] > JSXExpressionContainer > ${SHOWN}`,
  `JSXAttribute[name.name=${TEXT_ATTRIBUTE}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${SHOWN}`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ${SHOWN}`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${SHOWN}`,
].map((selector) => ({
  selector,
  message:
    "User-facing text goes into the area's translation resources (packages/shared/src/locales).",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-ssr',
      'data',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      // Our imports name their files (.ts, .tsx), so the node resolver finds them all.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Only the config module reads the environment (STYLE.md habit 8).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from config.ts.' },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'apps/api/test/**',
      'apps/web/e2e/**',
      '**/*.config.ts',
      'scripts/**',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Checked where the DOM gets it (code-boxes, login form), not on components' own props.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A named region that scrolls takes focus so a keyboard can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Direction of dependencies (STYLE.md habit 1): shared code never reaches up.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...siblingsApart(
              './apps/web/src/features',
              'A feature imports no other feature: promote what both need to components/ or lib/.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Test kit stays out of the app's bundle: MSW and the testing folders (the unit tests' fake
    // API, handlers and fixtures) are imported by tests only (docs/decisions/0014).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Site links write the page's language (docs/decisions/0037).
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Site links use components/link.tsx, which keeps an English page English.',
            },
          ],
          patterns: [testKitImports],
        },
      ],
    },
  },
  {
    // The one file that may import React Router's Link: the wrapper every site link goes through.
    files: ['apps/web/src/components/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testKitImports] }] },
  },
  {
    // The staff console (apps/admin): a browser app with the same React rules as the public site.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The console's test kit (MSW, testing/) stays out of its bundle too.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/**/*.test.{ts,tsx}', 'apps/admin/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [testKitImports],
        },
      ],
    },
  },
  {
    // Direction of dependencies in the API (STYLE.md habit 1): modules use plugins, services,
    // lib and db; nothing shared reaches back into a module.
    files: ['apps/api/src/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/services',
              from: './apps/api/src/modules',
              message: 'Services never depend on modules.',
            },
            {
              target: './apps/api/src/plugins',
              from: './apps/api/src/modules',
              message: 'Plugins never depend on modules: a module registers what it needs.',
            },
            {
              target: './apps/api/src/lib',
              from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/services'],
              message: 'lib/ holds pure helpers: it imports no module, plugin or service.',
            },
            ...siblingsApart(
              './apps/api/src/modules',
              'An API module imports no other module: share through db/, lib/, services/ or plugins/.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    // Tests render texts of their own (fixtures, expected copy).
    ignores: [
      'apps/web/src/**/*.test.tsx',
      'apps/web/src/testing/**',
      'apps/web/src/**/testing/**',
    ],
    // The only use of no-restricted-syntax: a later block setting it for these files would
    // replace this list, not add to it.
    rules: { 'no-restricted-syntax': ['error', ...TEXT_IN_JSX] },
  },
);
