import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

// The stylesheet link Vite writes into index.html for the entry's styles.
const ENTRY_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * Vite plugin: writes the entry's styles (theme, global rules, the startup loader; some 10 kB, 2 kB
 * compressed) into index.html, so that the first paint waits for no stylesheet: the loader shows as soon
 * as the page has arrived, instead of a round trip later. The BFF allows the <style> by its hash and
 * compresses the page.
 *
 * The link stays, disabled: a browser does not fetch a disabled stylesheet, and the build's loader of a
 * lazy chunk's styles, which lists the entry's among them, sees it there and does not add it again.
 */
export function inlineEntryStyles(): Plugin {
  let base = '/';
  return {
    name: 'account:inline-entry-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite has written the links to the built files.
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(ENTRY_STYLESHEET, (link, href: string) => {
          const asset = bundle?.[href.slice(base.length)] as OutputAsset | undefined;
          if (asset?.type !== 'asset') throw new Error(`inline-entry-styles: ${href} is not in the bundle`);
          const css = String(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-entry-styles: ${href} would end its <style> element`);
          return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
        });
      },
    },
  };
}
