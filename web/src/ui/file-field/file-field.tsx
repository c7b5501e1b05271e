import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button.tsx';
import * as fieldStyles from '../field/field.css.ts';
import { actions, muted } from '../../styles/layout.css.ts';

export interface FileFieldProps {
  label: string;
  /** What may be sent (types and size), read by screen readers with the input. */
  description: string;
  /** The `accept` of the picker: a hint only, the server reads the file's bytes. */
  accept: string;
  submitLabel: string;
  /** The server's refusal, shown under the input and announced. */
  errorMessage?: string | null;
  isPending?: boolean;
  onSubmit: (file: File) => void;
}

/**
 * One file to send: a labelled native picker (the browser's own, keyboard and screen-reader ready) and its
 * send button, with what may be sent and the server's refusal described by the input.
 */
export function FileField({
  label,
  description,
  accept,
  submitLabel,
  errorMessage,
  isPending,
  onSubmit,
}: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) onSubmit(file);
  };
  return (
    <form onSubmit={send} className={fieldStyles.field}>
      <label htmlFor={`${id}-input`} className={fieldStyles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name="file"
        type="file"
        accept={accept}
        className={fieldStyles.control}
        aria-describedby={`${id}-description${errorMessage ? ` ${id}-error` : ''}`}
        aria-invalid={errorMessage ? true : undefined}
        onChange={(event) => setChosen((event.currentTarget.files?.length ?? 0) > 0)}
      />
      <span id={`${id}-description`} className={muted}>
        {description}
      </span>
      {errorMessage && (
        <span id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
      <div className={actions}>
        <Button type="submit" isDisabled={!chosen} isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
