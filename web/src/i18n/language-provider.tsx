import { createContext, use, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { catalogs } from './catalogs.ts';
import { DEFAULT_LANGUAGE, readStoredLanguage, storeLanguage, type Language } from './language.ts';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** react-intl's messages and react-aria's locale, both following the chosen language. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);

  // Screen readers pick their voice from <html lang>.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext value={value}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={catalogs[language]}>
        <AriaI18nProvider locale={language}>{children}</AriaI18nProvider>
      </IntlProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return state;
}
