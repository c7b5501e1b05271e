import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { inlineEntryStyles } from './inline-styles-plugin.ts';

const HTML =
  '<head><script type="module" crossorigin src="/account/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/account/assets/index-b2.css"></head>';

/** The plugin's transform of HTML against a bundle holding `files`, as a build with base /account/ runs it. */
function transform(files: Record<string, string>, html = HTML): string {
  const plugin = inlineEntryStyles();
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/account/' });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  );
  return handler.call({} as never, html, { bundle } as unknown as IndexHtmlTransformContext) as string;
}

describe('the entry styles written into index.html', () => {
  it('replaces the stylesheet link by the styles, keeping the link disabled for the lazy chunks’ loader', () => {
    const html = transform({ 'assets/index-b2.css': ':root{--a:#fff}' });
    expect(html).toContain('<style>:root{--a:#fff}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/account/assets/index-b2.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain('<script type="module" crossorigin src="/account/assets/index-a1.js"></script>');
  });

  it('fails the build when the stylesheet is not in the bundle, or would end its element', () => {
    expect(() => transform({})).toThrow(/index-b2\.css is not in the bundle/);
    expect(() => transform({ 'assets/index-b2.css': 'a{content:"</style>"}' })).toThrow(/would end its <style>/);
  });
});
