// Flat ESLint config for the whole monorepo: typescript-eslint's recommended rules everywhere, React hooks
// rules in the web app. The two rules that need types (unhandled and misused promises) run in oxlint
// before ESLint (`pnpm lint`, .oxlintrc.json; docs/testing.md, "Static checks").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import webBoundaries from './tools/eslint-web-boundaries.js';

/**
 * What a web feature offers other features besides its slice (`<name>Slice`: actions and selectors), as
 * '<feature>/<module>'. Everything else in a feature is its own; UI that several features use belongs in
 * components/, what every feature builds on in platform/ (docs/architecture.md, "Inside the web app").
 */
const WEB_FEATURE_PUBLIC = [
  'account/NameDialog', // the account menu in the frame opens it
  'account/InstitutionNameReminder', // the Speiseplan reminds of a missing institution name
  'account/NoticePhotosSwitch', // the Aushang page switches its photos (a setting of the kitchen)
  'admin/adminSections', // the sidebar's Verwaltung group lists the sections
  'articles/ArticleCardGrid', // home page
  'videos/VideoEmbed', // article embeds; the consent banner's test
  'auth/lazyAuthApi', // how main.tsx starts Auth; the frame's page error test hands it a failing chunk
  'auth/validation', // the newsletter form words its e-mail messages the same way
  'auth/kitchenEntry', // the team's join and leave enter the answered kitchen like the switcher
  'auth/ConfirmAddress', // the invitation page sends the confirmation mail of an unconfirmed address
  'auth/useSignOut', // „Abmelden“ in the account menu and on Mein Konto asks first when work is unsaved
  'organisation/KitchenOrganisation', // the account page shows the kitchen's Träger and „Träger verlassen“
  'consent/ConsentBanner', // frame
  'ingredients/OwnPricesDialog', // the account menu in the frame opens it
  'ingredients/IngredientTable', // the Verwaltung's Zutatenkatalog lists ingredients with the same table
  'ingredients/useOwnPricesAvailable', // ... and shows its entry only where it helps
  'masterplan/AdoptDialog', // the Speiseplan opens the one adopt dialog
  'recipes/RecipeFilterBar', // the plan's recipe picker filters like the Rezepte page
  'recipes/RecipeThumbnail', // a recipe's cover in the picker, the day card and the Aushang (issue #33)
  'recipes/plannerData', // the planner data (catalogue, recipes, prices) every planner page computes with
  'recipes/recipeFilters',
  'viewMode/ViewModeToggle', // top bar
  'weekEditor/weekEditor', // the week editor of Speiseplan and Masterplan: day cards, header, shown week
  'weekEditor/weekSlots', // ... its reducers and week slots, spread into the plan and masterplan slices
  'weekEditor/weekAutosave', // ... a week slice as an autosaved area
  'weekEditor/weekAdoption', // ... adopting a masterplan week: the Masterplan asks, the plan saga answers
  'workshops/WorkshopList', // home page, articles
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/functions/deploy/lib/**',
      // Test runs write built apps and reports here (gitignored, like dist/).
      '**/tmp/**',
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
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shared modules take zod from schemas/zod.ts, which sets it up for the CSP (no Function compiling).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/schemas/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from schemas/zod.ts (zod set up for the app's CSP).",
            },
          ],
        },
      ],
    },
  },
  {
    // Numbers are written by shared's text/ formatters (formatNumber, formatPrice, …), so every screen,
    // mail and file reads them the same way; only shared builds an Intl.NumberFormat.
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message:
            "Format numbers with shared's formatNumber/formatPrice/formatEuro (shared/src/text/numbers.ts).",
        },
      ],
    },
  },
  {
    // Which folder of the web app may import which (tools/eslint-web-boundaries.js).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: {
      'web/boundaries': [
        'error',
        { src: `${import.meta.dirname}/packages/web/src`, public: WEB_FEATURE_PUBLIC },
      ],
    },
  },
);
