// Flat ESLint config for the whole monorepo: typescript-eslint's recommended rules everywhere, two
// type-aware promise rules on TypeScript files, React hooks rules in the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/functions/lib/**',
      '**/coverage/**',
      'patches/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type information from each package's tsconfig.json (the project service finds the nearest one), so
    // every .ts/.tsx file must be in one: src, test and bench/scripts where a package has them. A promise
    // nobody awaits or catches loses its error (an autosave that fails silently); a promise handed to an
    // onClick or a forEach is not awaited by its caller. JavaScript files (eslint.config.js, build.mjs)
    // are linted without type information; *.cjs files are ignored above.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
