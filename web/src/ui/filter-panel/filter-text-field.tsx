import { useEffect, useRef, useState } from 'react';
import { TextField } from '../text-field/text-field.tsx';

/** Long enough for a word typed in one go, short enough to feel immediate. */
export const FILTER_DEBOUNCE_MS = 300;

export interface FilterTextFieldProps {
  label: string;
  /** The filter as the address has it. */
  value: string | undefined;
  /** The trimmed text (undefined when empty), once typing pauses. */
  onChange: (value: string | undefined) => void;
  maxLength: number;
}

/**
 * A text filter of a FilterPanel: applied once typing pauses (each application is a call), and set
 * again when the address changes it ("Effacer", back and forward).
 */
export function FilterTextField({ label, value, onChange, maxLength }: FilterTextFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // The address changed otherwise than by this field: the field shows it.
  if (applied !== value) {
    setApplied(value);
    if ((draft.trim() || undefined) !== value) setDraft(value ?? '');
  }
  useEffect(() => {
    const next = draft.trim() || undefined;
    if (next === value) return;
    const timer = setTimeout(() => latest.current(next), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return <TextField label={label} value={draft} onChange={setDraft} maxLength={maxLength} />;
}
