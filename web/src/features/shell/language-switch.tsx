import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import { ToggleButtonGroup } from '../../ui/toggle-button-group/toggle-button-group.tsx';
import { ToggleButton } from '../../ui/toggle-button/toggle-button.tsx';
import { messages } from './messages.ts';

const isLanguage = (key: unknown): key is Language => (LANGUAGES as readonly unknown[]).includes(key);

/** FR/EN: two toggle buttons of which exactly one is pressed. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <ToggleButtonGroup
      aria-label={intl.formatMessage(messages.languageLabel)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[language]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        if (isLanguage(next)) setLanguage(next);
      }}
    >
      <ToggleButton id="fr" lang="fr" aria-label={intl.formatMessage(messages.languageFrench)}>
        FR
      </ToggleButton>
      <ToggleButton id="en" lang="en" aria-label={intl.formatMessage(messages.languageEnglish)}>
        EN
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
