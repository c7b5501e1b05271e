import { useIntl } from 'react-intl';
import { Button } from '../../ui/button/button.tsx';
import * as styles from './configuration.css.ts';
import { messages } from './messages.ts';

/** The save button of a form: disabled, and saying so, while the save runs. */
export function SaveButton({ isSaving }: { isSaving: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button type="submit" isDisabled={isSaving}>
        {intl.formatMessage(messages.save)}
      </Button>
    </div>
  );
}
