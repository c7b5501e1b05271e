import type { Plugin } from 'vite';

/**
 * TanStack Router's code splitting turns each route's components into
 * `const $$splitComponentImporter = () => import('…?tsr-split=component')`. This wraps every such
 * import in withChunkTimeout, so a page whose script hangs fails after 120 s like one that fails at
 * once. Runs after the router plugin (which is `enforce: 'pre'`).
 */
const SPLIT_IMPORTER = /const (\$\$split\w*Importer) = \(\) => import\((['"][^'"]+['"])\)/g;
// From the project root, as Vite resolves it in the app and in the tests alike.
const HELPER = '/src/chunks/chunk-timeout.ts';

export function wrapSplitImports(code: string, helperPath: string = HELPER): string | null {
  if (!SPLIT_IMPORTER.test(code)) return null;
  SPLIT_IMPORTER.lastIndex = 0;
  const wrapped = code.replace(
    SPLIT_IMPORTER,
    (_all, name: string, source: string) => `const ${name} = () => $$withChunkTimeout(import(${source}))`,
  );
  // On the first line, so the lines of the route file keep their numbers.
  return `import { withChunkTimeout as $$withChunkTimeout } from ${JSON.stringify(helperPath)}; ${wrapped}`;
}

export function chunkTimeout(): Plugin {
  return {
    name: 'account:chunk-timeout',
    transform(code, id) {
      if (id.includes('?') || !id.includes('/src/routes/')) return null;
      const wrapped = wrapSplitImports(code);
      return wrapped === null ? null : { code: wrapped, map: null };
    },
  };
}
