import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { loadCatalog, loadedCatalog, type Messages } from './catalogs.ts';
import { DEFAULT_LANGUAGE, readStoredLanguage, storeLanguage, type Language } from './language.ts';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

interface Shown {
  language: Language;
  messages: Messages;
}

const LanguageContext = createContext<LanguageState | null>(null);

const shownIfLoaded = (language: Language): Shown | null => {
  const messages = loadedCatalog(language);
  return messages ? { language, messages } : null;
};

/**
 * react-intl's messages and react-aria's locale, both following the chosen language. A language
 * whose catalog is not here yet is shown once it has arrived (the page keeps the previous one until
 * then, or shows nothing at startup); if it cannot be fetched, the page stays in the one it shows.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState<Language>(readStoredLanguage);
  const [shown, setShown] = useState<Shown | null>(() => shownIfLoaded(requested));

  useEffect(() => {
    if (shown?.language === requested) return;
    let current = true;
    loadCatalog(requested).then(
      (messages) => {
        if (current) setShown({ language: requested, messages });
      },
      () => {
        if (!current) return;
        const fallback = shown ?? shownIfLoaded(DEFAULT_LANGUAGE);
        setShown(fallback);
        if (fallback) setRequested(fallback.language);
      },
    );
    return () => {
      current = false;
    };
  }, [requested, shown]);

  const language = shown?.language;

  // Screen readers pick their voice from <html lang>.
  useLayoutEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setRequested(next);
  }, []);

  const value = useMemo(() => (language ? { language, setLanguage } : null), [language, setLanguage]);
  if (!shown || !value) return null;
  return (
    <LanguageContext value={value}>
      <IntlProvider locale={shown.language} defaultLocale={DEFAULT_LANGUAGE} messages={shown.messages}>
        <AriaI18nProvider locale={shown.language}>{children}</AriaI18nProvider>
      </IntlProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
