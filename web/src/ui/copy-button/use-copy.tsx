import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';

const messages = defineMessages({
  copied: { id: 'copyButton.copied', defaultMessage: 'Copié', description: 'Said and shown once the text is copied' },
  failed: {
    id: 'copyButton.failed',
    defaultMessage: 'La copie a échoué : sélectionnez le texte et copiez-le.',
    description: 'Said when the clipboard refused the text',
  },
});

// How long a copy button says "copied" before it reads as before.
const CONFIRMATION_MS = 2000;

/**
 * Copies a text to the clipboard and keeps what happened for a moment: `state` for the button's own
 * text, `announcement` a polite live region saying it to screen readers (or that the copy failed).
 */
export function useCopy(text: string) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  const announcement = (
    <span className={visuallyHidden} role="status">
      {state === 'copied'
        ? intl.formatMessage(messages.copied)
        : state === 'failed'
          ? intl.formatMessage(messages.failed)
          : ''}
    </span>
  );
  return { state, copy, announcement, copiedText: intl.formatMessage(messages.copied) };
}
