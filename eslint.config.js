// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
      },
    },
  },
  {
    files: ['bin/**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', __dirname: 'readonly', globalThis: 'readonly' },
    },
  },
  {
    // The core holds rules and maths only: no I/O, no terminal, no argument parsing,
    // no concrete random source (DEVELOPERS.md "Pure core, thin CLI").
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'src/core must stay free of Node built-ins.' },
            {
              group: ['fs', 'path', 'os', 'child_process', 'process', 'readline'],
              message: 'src/core must stay free of Node built-ins.',
            },
            {
              group: ['chalk', 'commander', '@inquirer/*', 'seedrandom'],
              message: 'CLI-only module: import it from src/cli.',
            },
            { group: ['**/cli/**'], message: 'src/core must not depend on src/cli.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'console', 'Buffer'],
    },
  },
);
