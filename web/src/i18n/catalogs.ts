import type { MessageFormatElement } from 'react-intl';
import type { Language } from './language.ts';
import en from './catalogs/en.json';
import fr from './catalogs/fr.json';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * Both catalogs, already compiled: compile-catalogs-plugin.ts turns every entry into its ICU AST when
 * the JSON is imported, so the value is not of the JSON's source type. Two small catalogs are bundled
 * together; once they weigh more than the screens that use them, load them per language instead.
 */
export const catalogs = { fr, en } as unknown as Record<Language, Messages>;
