/**
 * The catalogs are complete and in step with the code: the same ids in fr and en, valid ICU with the
 * same arguments in both, and fr.json exactly what the code declares (`npm run i18n:extract`).
 */
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, { defaultMessage: string; description?: string }>;

// Read from disk: an import would go through compile-catalogs-plugin.ts and give ASTs.
const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..', '..');
const read = (language: string): Catalog =>
  JSON.parse(readFileSync(join(here, 'catalogs', `${language}.json`), 'utf8')) as Catalog;
const fr = read('fr');
const en = read('en');

const missingFrom = (catalog: Catalog, other: Catalog) => Object.keys(other).filter((id) => !(id in catalog));

describe('catalogs', () => {
  it('have the same message ids in fr and en', () => {
    expect(Object.keys(fr).length).toBeGreaterThan(0);
    expect(missingFrom(en, fr), 'ids in fr.json missing from en.json').toEqual([]);
    expect(missingFrom(fr, en), 'ids in en.json missing from fr.json').toEqual([]);
  });

  it('hold valid ICU messages with the same arguments in both languages', () => {
    for (const [id, { defaultMessage }] of Object.entries(fr)) {
      const translation = en[id]?.defaultMessage ?? '';
      expect(translation.trim(), `en.json: "${id}" is empty`).not.toBe('');
      const same = isStructurallySame(parse(defaultMessage), parse(translation));
      expect(same.success, `"${id}": ${same.error?.message}`).toBe(true);
    }
  });

  it('match what the code declares: run npm run i18n:extract after changing a message', () => {
    const bin = join(webRoot, '..', 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');
    const extracted = JSON.parse(
      execFileSync(
        process.execPath,
        [
          bin,
          'extract',
          'src/**/*.{ts,tsx}',
          '--ignore',
          'src/**/*.test.{ts,tsx}',
          '--ignore',
          'src/api/generated/**',
          '--throws',
        ],
        { cwd: webRoot, encoding: 'utf8' },
      ),
    ) as Catalog;
    expect(fr).toEqual(extracted);
  });
});
