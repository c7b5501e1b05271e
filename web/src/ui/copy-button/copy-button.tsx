import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button } from '../button/button.tsx';

const messages = defineMessages({
  copied: { id: 'copyButton.copied', defaultMessage: 'Copié', description: 'Said and shown once the text is copied' },
  failed: {
    id: 'copyButton.failed',
    defaultMessage: 'La copie a échoué : sélectionnez le texte et copiez-le.',
    description: 'Said when the clipboard refused the text',
  },
});

// How long the button says "copied" before it reads as before.
const CONFIRMATION_MS = 2000;

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's text: "Copier l’adresse". */
  label: string;
}

/**
 * Copies a text to the clipboard and says so: the button reads "Copié" for a moment, and a polite live
 * region announces it to screen readers (or that the copy failed).
 */
export function CopyButton({ text, label }: CopyButtonProps) {
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

  return (
    <>
      <Button variant="secondary" onPress={() => void copy()}>
        {state === 'copied' ? intl.formatMessage(messages.copied) : label}
      </Button>
      <span className={visuallyHidden} role="status">
        {state === 'copied'
          ? intl.formatMessage(messages.copied)
          : state === 'failed'
            ? intl.formatMessage(messages.failed)
            : ''}
      </span>
    </>
  );
}
