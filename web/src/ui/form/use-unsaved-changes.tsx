import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';

const messages = defineMessages({
  title: {
    id: 'unsavedChanges.title',
    defaultMessage: 'Quitter sans enregistrer ?',
    description: 'Dialog title: the user leaves a form with changes not saved',
  },
  body: {
    id: 'unsavedChanges.body',
    defaultMessage: 'Vos modifications n’ont pas été enregistrées : elles seront perdues.',
    description: 'Dialog text: leaving a form with changes not saved',
  },
  leave: { id: 'unsavedChanges.leave', defaultMessage: 'Quitter sans enregistrer', description: 'Button' },
  stay: { id: 'unsavedChanges.stay', defaultMessage: 'Rester sur la page', description: 'Button' },
});

/**
 * Asks before leaving a form whose changes are not saved: in the app, with a dialog (the router's
 * blocker); closing or reloading the tab, with the browser's own question. `prompt` goes in the page;
 * `release()` lets the form's own navigation after a save through.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const intl = useIntl();
  const dirty = useRef(isDirty);
  const released = useRef(false);
  dirty.current = isDirty;
  const blocked = () => dirty.current && !released.current;
  const blocker = useBlocker({ shouldBlockFn: blocked, enableBeforeUnload: blocked, withResolver: true });
  const prompt =
    blocker.status === 'blocked' ? (
      <ConfirmDialog
        title={intl.formatMessage(messages.title)}
        confirmLabel={intl.formatMessage(messages.leave)}
        cancelLabel={intl.formatMessage(messages.stay)}
        onConfirm={blocker.proceed}
        onCancel={blocker.reset}
        isDanger
      >
        <p>{intl.formatMessage(messages.body)}</p>
      </ConfirmDialog>
    ) : null;
  return {
    prompt,
    release: () => {
      released.current = true;
    },
  };
}
