import type { MessageFormatElement } from 'react-intl';
import { withChunkTimeout } from '../chunks/chunk-timeout.ts';
import { DEFAULT_LANGUAGE, type Language } from './language.ts';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The messages of each language but the default one, each in its own chunk, loaded only by those who
 * read it. compile-catalogs-plugin.ts turns every entry into its ICU AST when the JSON is imported,
 * so the value is not of the JSON's source type. French needs none: every message's descriptor
 * carries its French text (fr.json is exactly those, `npm run i18n:extract`), compiled too by the
 * build (compile-messages.ts), and react-intl falls back to it without a word for the default locale.
 */
const loaders: Partial<Record<Language, () => Promise<{ default: unknown }>>> = {
  en: () => import('./catalogs/en.json'),
};

const NONE: Messages = {};
const loaded = new Map<Language, Messages>([[DEFAULT_LANGUAGE, NONE]]);
const loading = new Map<Language, Promise<Messages>>();

/** The messages of `language` if they are already here, for a first render without waiting. */
export function loadedCatalog(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** The messages of `language`, fetched once. */
export function loadCatalog(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  const load = loaders[language];
  if (!load) return Promise.resolve(NONE);
  let pending = loading.get(language);
  if (!pending) {
    pending = withChunkTimeout(load()).then(
      (module) => {
        const messages = module.default as Messages;
        loaded.set(language, messages);
        return messages;
      },
      (error: unknown) => {
        // A failed download is tried again the next time the language is asked for.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}
