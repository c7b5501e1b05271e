import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-provider.tsx';
import type { Language } from '../../i18n/language.ts';
import { ToggleButton } from '../../ui/toggle-button/toggle-button.tsx';
import { languageSwitch } from './language-switch.css.ts';
import { messages } from './messages.ts';

/**
 * FR/EN: a labelled group of two toggle buttons of which exactly one is pressed; pressing the pressed
 * one keeps it so. Plain buttons rather than react-aria's ToggleButtonGroup, whose arrow-key focus
 * management brings its focus-scope module onto every page's critical path for two buttons.
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  // The visible code leads the name, so that a voice command saying what is shown finds the button.
  const option = (value: Language, code: string, name: string) => (
    <ToggleButton
      lang={value}
      aria-label={`${code} (${name})`}
      isSelected={language === value}
      onChange={(pressed) => {
        if (pressed) setLanguage(value);
      }}
    >
      {code}
    </ToggleButton>
  );
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.languageLabel)}
      className={[languageSwitch, className].filter(Boolean).join(' ')}
    >
      {option('fr', 'FR', intl.formatMessage(messages.languageFrench))}
      {option('en', 'EN', intl.formatMessage(messages.languageEnglish))}
    </div>
  );
}
