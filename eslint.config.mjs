// ESLint 9 flat config: JavaScript and TypeScript recommendations (no type-aware rules: `tsc --noEmit`
// checks types, and lint stays fast), the rules of hooks for React code.
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
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
    // What every visitor loads imports a module's own file, not the barrel of shared/modules: the
    // barrel brings the editor's validation and messages into every page (docs/performance.md).
    files: ['client/**'],
    ignores: ['client/editor/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+cms(/|$)', message: 'The front end talks to cms/ over HTTP only.' },
            { regex: '^(\\.\\./)+shared/modules$', message: 'Import from the module file (shared/modules/<name>), not the barrel.' },
          ],
        },
      ],
    },
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
    // Every package the code imports is declared in package.json (not only there as another
    // package's dependency, which an update can take away); devDependencies only in tests, scripts
    // and build configuration, never in what the site and the back end run.
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: ['test/**', 'scripts/**', '**/*.test.{ts,tsx}', 'cms/test/**', '*.config.{js,mjs,ts}', 'babel.config.js', 'cms/**/*.test.ts', 'shared/**/*.test.ts'] },
      ],
    },
  },
);
