import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'eval is forbidden (DESIGN principle 2)' },
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'new Function is forbidden (DESIGN principle 2)',
        },
      ],
    },
  },
  {
    // No runtime import cycle: a module in a cycle may run before the modules it needs are
    // initialised, and a cycle ties files that should change apart. Type-only imports are erased
    // and do not count, nor does a lazy import() (code-split widgets and pickers): it runs after
    // both modules are initialised.
    files: ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // The dependency directions of DESIGN.md: renderers know no app, shared knows no side.
    files: ['renderers/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/client/**', '**/src/server/**'] }] },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/src/client/**', '**/src/server/**', '**/renderers/**', 'react', 'antd'] },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'antd', '**/renderers/**', '**/src/client/**'] },
      ],
    },
  },
);
