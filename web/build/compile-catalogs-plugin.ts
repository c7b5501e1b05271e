/**
 * Vite plugin: the fr and en catalogs are compiled to ICU message ASTs when they are imported, which
 * is what `formatjs compile --ast` writes, without a generated file to keep in step. In the production
 * build the message descriptors of the source are compiled the same way (compile-messages.ts), so
 * every message arrives pre-parsed and the build swaps the ICU parser for its parser-less build,
 * which keeps the parser out of the bundle.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileMessageDescriptors } from './compile-messages.ts';

const CATALOG = /\/src\/i18n\/catalogs\/([a-z]{2})\.json$/;
// The app's own modules, route chunks included; not the generated client, which has no messages.
const APP_SOURCE = /\/web\/src\/(?!api\/generated\/).*(?<!\.test)\.tsx?$/;

// A message written into index.html, which no script formats: `<!--message:fr:auth.loader.label-->`.
const HTML_MESSAGE = /<!--message:([a-z]{2}):([\w.-]+)-->/g;

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface CatalogEntry {
  defaultMessage: string;
  description?: string;
}

export function compileCatalogs(): Plugin {
  let build = false;
  return {
    name: 'account:compile-catalogs',
    // Before Vite's own JSON plugin, which turns the compiled JSON into a module.
    enforce: 'pre',
    config(_config, { command }) {
      build = command === 'build';
      if (!build) return;
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transformIndexHtml(html) {
      return html.replace(HTML_MESSAGE, (_all, language: string, messageId: string) => {
        const catalog = JSON.parse(
          readFileSync(new URL(`../src/i18n/catalogs/${language}.json`, import.meta.url), 'utf8'),
        ) as Record<string, CatalogEntry>;
        const entry = catalog[messageId];
        if (!entry) throw new Error(`index.html: message "${messageId}" is not in ${language}.json`);
        return escapeHtml(entry.defaultMessage);
      });
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      if (build && APP_SOURCE.test(path) && !path.includes('/node_modules/')) {
        try {
          const compiled = compileMessageDescriptors(code, path);
          return compiled === null ? null : { code: compiled, map: null };
        } catch (error) {
          this.error((error as Error).message);
        }
      }
      const match = CATALOG.exec(path);
      if (!match) return null;
      const locale = new Intl.Locale(match[1] ?? 'fr');
      const catalog = JSON.parse(code) as Record<string, CatalogEntry>;
      const compiled: Record<string, unknown> = {};
      for (const [messageId, entry] of Object.entries(catalog)) {
        try {
          compiled[messageId] = parse(entry.defaultMessage, { locale });
        } catch (error) {
          this.error(`${id}: message "${messageId}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
