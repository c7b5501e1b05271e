/**
 * Vite plugin: the fr and en catalogs are compiled to ICU message ASTs when they are imported, which
 * is what `formatjs compile --ast` writes, without a generated file to keep in step. Because every
 * message then arrives pre-parsed, the production build swaps the ICU parser for its parser-less
 * build, which keeps the parser out of the bundle.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /\/src\/i18n\/catalogs\/([a-z]{2})\.json$/;

interface CatalogEntry {
  defaultMessage: string;
  description?: string;
}

export function compileCatalogs(): Plugin {
  return {
    name: 'account:compile-catalogs',
    // Before Vite's own JSON plugin, which turns the compiled JSON into a module.
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'build') return;
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
    transform(code, id) {
      const match = CATALOG.exec(id.split('?')[0] ?? '');
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
