import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // tsconfig's noUnusedLocals and noUnusedParameters check TypeScript files for unused names in the
    // type check that runs anyway; the lint rule repeated it at a third of the lint's time. JavaScript
    // files (no type check) keep the rule. Runtime import cycles are checked by scripts/import-cycles.ts.
    files: ['**/*.{ts,tsx,mts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
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
