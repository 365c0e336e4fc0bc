// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // A turn played in the current folder (docs/turn.md) is the player's, not the repository's.
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/infcalc-turn*.json*'] },
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
    // The core (rules and maths) and the use-cases above it (src/app) are pure: no I/O, no
    // terminal, no argument parsing, no concrete random source, so that the library and
    // the commands call the same functions (test/architecture.test.ts checks it too).
    files: ['src/app/**/*.ts'],
    rules: { 'no-restricted-imports': pureImports('src/app', ['**/cli/**']) },
  },
  {
    // The core is below the use-cases: it never imports them.
    files: ['src/core/**/*.ts'],
    rules: { 'no-restricted-imports': pureImports('src/core', ['**/cli/**', '**/app/**']) },
  },
  {
    files: ['src/core/**/*.ts', 'src/app/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'process', 'console', 'Buffer'] },
  },
);

/** Imports a pure layer refuses: Node built-ins, CLI-only packages, the layers above it. */
function pureImports(layer, above) {
  const builtIn = `${layer} must stay free of Node built-ins.`;
  return [
    'error',
    {
      patterns: [
        { group: ['node:*'], message: builtIn },
        { group: ['fs', 'path', 'os', 'child_process', 'process', 'readline'], message: builtIn },
        {
          group: ['chalk', 'commander', '@inquirer/*', 'seedrandom'],
          message: 'CLI-only module: import it from src/cli.',
        },
        { group: above, message: `${layer} must not depend on the layers above it.` },
      ],
    },
  ];
}
