// The optional note an admin leaves with a decision (an event moved, gaps resolved): a labelled
// textarea of up to 2000 characters with a hint, for a confirm dialog.
import { useId } from 'react';

import { Field, inputClass } from './field';

export interface NoteFieldProps {
  label: string;
  hint: string;
  value: string;
  disabled: boolean;
  onChange: (note: string) => void;
}

export function NoteField({ label, hint, value, disabled, onChange }: NoteFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea
        id={id}
        className={inputClass}
        rows={3}
        maxLength={2000}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
