import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import * as styles from './configuration.css.ts';
import { messages } from './messages.ts';

/**
 * The save button of a form: disabled, and saying so, while the save runs. `label` names it where a page holds
 * two forms, so that each button says what it saves.
 */
export function SaveButton({ isSaving, label }: { isSaving: boolean; label?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button type="submit" isDisabled={isSaving}>
        {label ?? intl.formatMessage(messages.save)}
      </Button>
    </div>
  );
}
