// Flat config for `eslint --config .config/eslint.config.js .` (ESLint 9 resolves the patterns
// below against the working directory when --config is given, so run it from the repo root).
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

// The walls of the design (DESIGN.md "Where things live"). They resolve every import to the file it
// loads (through tsconfig's paths, so `@/state/session`, `../state/session` and a dynamic import()
// are the same import) and say which folders may load which:
//   app -> features -> {state, api, ui} -> {lib, config}
// plus: features reach each other only through their public entry (index.ts), src/ reaches mocks/
// only through the one dynamic import in main.tsx, and mocks/ takes only types from src/api/.
const ROOT = path.resolve(import.meta.dirname, '..')
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** `./<feature>/index.ts` (or .tsx), relative to src/features, for every feature that has one. */
const FEATURE_ENTRIES = FEATURES.flatMap((name) =>
  ['index.ts', 'index.tsx']
    .filter((file) => existsSync(path.join(ROOT, 'src/features', name, file)))
    .map((file) => `./${name}/${file}`),
)
const src = (...dirs) => dirs.map((dir) => `./src/${dir}`)

const LAYER_ZONES = [
  {
    target: src('api'),
    from: src('state', 'features', 'ui', 'app'),
    message: 'src/api/ is the contract: it knows no state, feature, screen or app. Pass what it needs in.',
  },
  {
    target: src('state'),
    from: src('features', 'ui', 'app'),
    message: 'src/state/ holds stores and their actions: no features, ui or app.',
  },
  {
    target: src('features'),
    from: src('app'),
    message: 'Features do not import the app shell: move what they share into lib/ or the feature.',
  },
  {
    target: src('ui'),
    from: src('state', 'features', 'app', 'config'),
    message: 'ui/ is pure: no state, features, config or app. Pass what it needs as props.',
  },
  {
    target: src('lib'),
    from: src('api', 'ui', 'state', 'features', 'app', 'config'),
    message:
      'lib/ is pure helpers: no api, ui, state, features, config or app. Pass what it needs as arguments.',
  },
  {
    target: src('config'),
    from: src('api', 'ui', 'state', 'features', 'app'),
    message: 'config/ is read at start-up by everyone: it imports only lib/.',
  },
]
// One zone per feature: the other features' folders, except their entry files.
const FEATURE_ZONES = FEATURES.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...FEATURE_ENTRIES.filter((entry) => !entry.startsWith(`./${name}/`))],
  message: 'Import another feature only through its public entry (@/features/<area>, its index.ts).',
}))
const ENTRY_ONLY_ZONE = {
  target: [...src('app'), './src/main.tsx'],
  from: './src/features',
  except: FEATURE_ENTRIES,
  message: 'The app shell reaches a feature only through its public entry (@/features/<area>).',
}
// Long answers are read in src/api/ only: the rest of src/ calls the resource module that reads them.
const API_STREAM_ZONE = {
  target: [...src('app', 'features', 'state', 'ui', 'lib', 'config'), './src/main.tsx'],
  from: ['./src/api/stream-answer.ts', './src/api/long-list.ts'],
  message:
    'Long answers are read in src/api/ only: use the resource module whose call reads them (e.g. nationQueries.list() in src/api/nations.ts).',
}
const MOCKS_ZONES = [
  {
    target: './src',
    from: './mocks',
    message:
      'src/ reaches mocks/ only through the one dynamic import in main.tsx (live builds must not load it).',
  },
  {
    target: './mocks',
    from: './src',
    except: ['./api'],
    message: 'mocks/ imports only types from src/api/ (the wire contract).',
  },
]

// How a call is sent (token, renewal, time-out, failures) is src/api's own business: the rest of
// src/ calls a resource module, so there is one way to call each endpoint. These are names, not
// files, so this wall stays a pattern.
const API_CLIENT_INTERNALS_WALL = {
  group: ['@/api/client', '**/api/client'],
  importNames: [
    'api',
    'fetchAnswer',
    'withToken',
    'prepare',
    'textsOf',
    'parseJson',
    'readAnswer',
    'badBody',
    'refuseIfRefused',
    'untilBackendAnswers',
  ],
  message:
    "The API client's request plumbing is for src/api/ only: call the resource's function or its query options in src/api/<resource>.ts, and add a new call there (with api() or streamAnswer()).",
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'node_modules/**',
      // Generated by `msw init`; not ours to lint.
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,jsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Not tests/: test helpers such as useFakeBackend() follow the use* naming of vi.useFakeTimers,
    // they are not React hooks.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The walls of the design (see LAYER_ZONES above).
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files no-cycle reads to follow imports (the plugin's own TypeScript preset).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...LAYER_ZONES, ...FEATURE_ZONES, ENTRY_ONLY_ZONE, API_STREAM_ZONE, ...MOCKS_ZONES],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [API_CLIENT_INTERNALS_WALL] }],
    },
  },
  {
    // The one wall a path cannot say: from src/api/, mocks/ takes types only.
    files: ['mocks/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/*', '**/src/api/*'],
              allowTypeImports: true,
              message: 'mocks/ imports only types from src/api/ (the wire contract).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    rules: {
      // A labelled scroll region must be keyboard-focusable (axe: scrollable-region-focusable).
      // Dialogs open on their first field (autoFocus on our Input/Textarea components); plain
      // DOM elements still may not steal focus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Story play functions and tests use non-null assertions and loose any in fixtures by design.
    files: ['stories/**', 'tests/**', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
