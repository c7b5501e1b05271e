import { describe, expect, it } from 'vitest';
import { wrapSplitImports } from './chunk-timeout-plugin.ts';

describe('wrapSplitImports', () => {
  // What TanStack Router's code splitting writes at the top of a route file.
  const route = [
    "const $$splitComponentImporter = () => import('/web/src/routes/staking.tsx?tsr-split=component');",
    'const $$splitErrorComponentImporter = () => import("/web/src/routes/staking.tsx?tsr-split=errorComponent");',
    "import { lazyRouteComponent } from '@tanstack/react-router';",
  ].join('\n');

  it('wraps every split import in the timeout, keeping the lines where they were', () => {
    const wrapped = wrapSplitImports(route, '/src/chunks/chunk-timeout.ts')!;
    const lines = wrapped.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'import { withChunkTimeout as $$withChunkTimeout } from "/src/chunks/chunk-timeout.ts"; ' +
        "const $$splitComponentImporter = () => $$withChunkTimeout(import('/web/src/routes/staking.tsx?tsr-split=component'));",
    );
    expect(lines[1]).toBe(
      'const $$splitErrorComponentImporter = () => $$withChunkTimeout(import("/web/src/routes/staking.tsx?tsr-split=errorComponent"));',
    );
  });

  it('leaves a file without split imports alone', () => {
    expect(wrapSplitImports("import x from './x.ts';")).toBeNull();
  });
});
