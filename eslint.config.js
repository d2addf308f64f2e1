// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import pluginLingui from 'eslint-plugin-lingui';

// The zones are relative to this file, not to wherever eslint is started from (the rule's default is process.cwd()).
const basePath = import.meta.dirname;
const features = ['invoices', 'expenses', 'business', 'overview', 'recurring'];
// The BFF's rooms (src/bff/features/<room>): each one's index.ts is its only public door.
const bffRooms = readdirSync(join(basePath, 'src/bff/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** A BFF feature imports the platform and another feature's door (index.ts), never that feature's insides. */
export const bffRoomZones = bffRooms.map((room) => ({
  target: `./src/bff/features/${room}`,
  from: './src/bff/features',
  except: [`./${room}`, ...bffRooms.filter((other) => other !== room).map((other) => `./${other}/index.ts`)],
  message: 'A BFF feature imports another feature only through its door (index.ts), never its insides.',
}));

/** The import rules of shared/design/architecture.md: a wrong import fails the build. */
export const boundaryZones = [
  {
    target: './src/web',
    from: ['./src/bff', './src/invoicing-api', './src/start.ts', './src/dev.ts'],
    message: 'web/ never imports the servers: no secret may reach the bundle.',
  },
  {
    target: './src/web',
    from: './src/runtime',
    message: "web/ runs in the browser: runtime/ is the servers' process plumbing.",
  },
  {
    target: './src/bff',
    from: './src/invoicing-api',
    message: 'bff/ and invoicing-api/ talk over HTTP only.',
  },
  {
    target: './src/invoicing-api',
    from: './src/bff',
    message: 'bff/ and invoicing-api/ talk over HTTP only.',
  },
  // what both servers share (the entry files' plumbing, the PDF start) serves both, so it knows neither
  {
    target: './src/runtime',
    from: './src',
    except: ['./runtime'],
    message: 'runtime/ imports nothing of the programs.',
  },
  // every other file of src/ (start.ts, demo/, …), not only the three programs
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'contract/ imports only zod and the decimal library.',
  },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'components/ and lib/ know no feature and no route.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'features never import the app layer.' },
  // first-screen/ starts the app in the browser and draws it for the BFF (above app/); the screens share only the
  // page's context with it
  {
    target: [
      './src/web/app',
      './src/web/features',
      './src/web/components',
      './src/web/lib',
      './src/web/i18n',
    ],
    from: './src/web/first-screen',
    except: ['./page-context.tsx'],
    message: 'Of first-screen/, the screens take only the page context (page-context.tsx).',
  },
  ...bffRoomZones,
  // routes declare and answer; what is kept is the feature's store's business (files named routes.ts / *-routes.ts)
  {
    target: ['./src/bff/**/routes.ts', './src/bff/**/*-routes.ts'],
    from: [
      './node_modules/better-sqlite3',
      './node_modules/@types/better-sqlite3',
      './src/bff/platform/desk-db.ts',
    ],
    message: "A routes file never touches a database handle: it asks its feature's store.",
  },
  ...features.map((f) => ({
    target: `./src/web/features/${f}`,
    from: './src/web/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature; compose them in app/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without these import-x reads no .ts file, so no-cycle silently never finds a cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath }],
      // A package never imports our code back, so no cycle runs through one: not walking them (their .d.ts files
      // included) halves the whole lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // BFF tests run against the embedded API over loopback HTTP, so only they may start it in-process; and a test
    // may set up what it checks from any room's insides (a store, a query), which the rooms' own code may not.
    files: ['src/bff/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: boundaryZones.filter((z) => z.target !== './src/bff' && !bffRoomZones.includes(z)),
          basePath,
        },
      ],
    },
  },
  {
    files: ['src/contract/**'],
    ignores: ['src/contract/**/*.test.ts'], // tests may import vitest and fast-check
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod(/.*)?|big\\.js|\\.\\.?/.*)$)',
              message: 'contract/ imports only zod and the decimal library.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/config.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only config.ts reads process.env.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
          message: 'Only config.ts reads process.env.',
        },
        {
          selector: "MemberExpression[object.property.name='process'][property.name='env']",
          message: 'Only config.ts reads process.env.',
        },
      ],
    },
  },
  {
    // Every word a person sees comes from the catalogues (src/web/i18n): a sentence, a label or an aria-label written
    // into a component fails here. Ids (`invoices.list.title`), class names and other one-word tokens pass.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^\\p{L}]*$'],
          ignoreNames: [
            { regex: { pattern: 'className$', flags: 'i' } },
            'type',
            'id',
            'href',
            'to',
            'key',
            'role',
            'name',
            'value',
            'rel',
            'target',
            'method',
            'accept',
            'lang',
            'autoComplete',
            'inputMode',
            'htmlFor',
            'form',
            'src',
            'srcSet',
            'width',
            'height',
            'viewBox',
            'fill',
            'stroke',
            'd',
          ],
          ignoreFunctions: [
            't',
            'Error',
            'console.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            'URLSearchParams',
            '*.set',
            '*.get',
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**', 'bench/**', '*.config.{js,ts}', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Plain scripts the built app serves as they are (a drawn page's starter and drop holder): browser globals.
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        ['window', 'document', 'Element', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout'].map(
          (g) => [g, 'readonly'],
        ),
      ),
    },
  },
);
