// ESLint 9 flat config: JavaScript and TypeScript recommendations (no type-aware rules: `tsc --noEmit`
// checks types, and lint stays fast), the rules of hooks for React code.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeGlobals = {
  module: 'writable',
  require: 'readonly',
  __dirname: 'readonly',
  process: 'readonly',
  console: 'readonly',
};

export default tseslint.config(
  // Hidden folders at the root are local scratch space, not the project.
  { ignores: ['build/', 'coverage/', 'data/', 'node_modules/', 'cms/db/migrations/', '.*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // CSS Modules have named exports only (webpack.config.ts cssRule): the bundle inlines the classes
    // read by name and drops the rest; a computed read keeps the file's whole map of classes.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value=/\\.module\\.css$/] > ImportDefaultSpecifier", message: "CSS Modules have no default export: import * as styles from './X.module.css'." },
        { selector: 'MemberExpression[computed=true][object.name=/[sS]tyles$/]', message: 'Read CSS Module classes by name (styles.name), e.g. through a map of the classes a value selects.' },
      ],
    },
  },
  {
    // The front end and the back end share only shared/ and HTTP (docs/architecture.md).
    files: ['client/**', 'server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+cms(/|$)', message: 'The front end talks to cms/ over HTTP only.' }] }] },
  },
  {
    files: ['cms/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(client|server)(/|$)', message: 'cms/ may import shared/ only.' }] }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Loading optional packages and built files at runtime needs require().
    files: ['test/e2e/browser.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
