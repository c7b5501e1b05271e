import { Button } from '../button/button.tsx';
import { useCopy } from './use-copy.tsx';

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
  const { state, copy, announcement, copiedText } = useCopy(text);
  return (
    <>
      <Button variant="secondary" onPress={() => void copy()}>
        {state === 'copied' ? copiedText : label}
      </Button>
      {announcement}
    </>
  );
}
