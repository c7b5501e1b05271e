import type { Plugin } from 'vite';

/**
 * react-aria-components marks each of its components `/*#__PURE__*\/` except the loading indicators of
 * its collections (`MenuLoadingIndicator = (0, $…$createLeafComponent)(…)`). A call the bundler cannot
 * prove pure is kept with everything its callback reaches, so importing any export of Menu.mjs (as
 * DialogTrigger does, for a context) brought the whole menu, its collections, selection and
 * positioning code into the entry chunk. createLeafComponent only wraps a render function: marking
 * these calls pure lets the unused ones go.
 */
const UNMARKED_LEAF = /= \(0, (\$\w+\$createLeafComponent)\)\(/g;
const ARIA_COMPONENTS = /\/node_modules\/react-aria-components\/dist\/private\/[^/]+\.mjs$/;

export function markLeafComponentsPure(code: string): string | null {
  if (!UNMARKED_LEAF.test(code)) return null;
  UNMARKED_LEAF.lastIndex = 0;
  return code.replace(UNMARKED_LEAF, (_all, callee: string) => `= /*#__PURE__*/ (0, ${callee})(`);
}

export function pureAnnotations(): Plugin {
  return {
    name: 'account:pure-annotations',
    apply: 'build',
    transform(code, id) {
      if (!ARIA_COMPONENTS.test(id)) return null;
      const marked = markLeafComponentsPure(code);
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
