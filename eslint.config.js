// One lint setup for the whole repository. Besides the usual TypeScript rules it guards the
// architecture: the web never imports the servers, the platform never imports the BFF, web
// feature folders do not import each other, a platform module is imported through its face only
// and core/ never imports a module, money is written by the ledger's movement only, and nothing
// imports in a cycle.
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The folders in `dir`, none if it does not exist. */
function foldersOf(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

const features = foldersOf('web/src/features');

/** Every path under `root` but `file` and the folders on the way to it: a zone target that spares one file. */
function allBut(root, file) {
  const [next, ...rest] = file.split('/');
  return readdirSync(root).flatMap((name) => {
    if (name !== next) return [`./${join(root, name)}`];
    return rest.length === 0 ? [] : allBut(join(root, name), rest.join('/'));
  });
}

// The platform's areas with a face (index.ts): every business module, and the core folders that have one.
const platformSrc = 'platform/src';
const faced = [
  ...foldersOf(`${platformSrc}/modules`).map((name) => `modules/${name}`),
  ...foldersOf(`${platformSrc}/core`)
    .filter((name) => existsSync(`${platformSrc}/core/${name}/index.ts`))
    .map((name) => `core/${name}`),
];

// The writes of a money movement: journal entries, the members' transaction rows, qualifying purchases.
const moneyWriter = 'core/ledger/movement.ts';
const moneyWrites = [
  './platform/src/core/ledger/posting.ts',
  './platform/src/core/ledger/transaction-writes.ts',
  './platform/src/core/ledger/purchases.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'web/src/routeTree.gen.ts',
      'data/**',
      '.test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './bff', message: 'The web talks to the BFF over HTTP only.' },
            { target: './web', from: './platform', message: 'The web talks to the BFF over HTTP only.' },
            { target: './platform', from: './bff', message: 'The platform never depends on the BFF.' },
            {
              target: existsSync('platform/src') ? allBut('platform/src', moneyWriter) : [],
              from: moneyWrites,
              message: 'Money moves one way: describe it to movement.record (ledger/movement.ts).',
            },
            ...faced.map((area) => ({
              target: allBut(platformSrc, area),
              from: `./${platformSrc}/${area}`,
              except: ['./index.ts'],
              message: `Import ${area} through its face, ${area}/index.ts: export there what others need.`,
            })),
            {
              target: [`./${platformSrc}/core`, `./${platformSrc}/db`],
              from: `./${platformSrc}/modules`,
              message: 'core/ and db/ are plumbing below the business modules: they never import one.',
            },
            { target: './bff/src', from: './platform', message: 'The BFF reaches the platform over HTTP only.' },
            {
              target: './bff/src',
              from: './scripts',
              message: 'Scripts are tooling: what the BFF shares with the web build lives in web/build/.',
            },
            { target: './web/src/ui', from: './web/src/features', message: 'ui/ is below features/.' },
            {
              target: './web/src',
              from: ['./web/build', './scripts'],
              message: 'web/src holds what runs in the browser: build code lives in web/build/.',
            },
            { target: './web/src/api', from: './web/src/features', message: 'api/ is below features/.' },
            ...features.map((name) => ({
              target: `./web/src/features/${name}`,
              from: './web/src/features',
              except: [`./${name}`],
              message:
                'Feature folders do not import each other: move shared code down to ui/, styles/, i18n/ or api/.',
            })),
          ],
        },
      ],
    },
  },
);
