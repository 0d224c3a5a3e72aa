// A labelled dropdown for list filters (status, persona, city, sort), on the shared SelectField.
import { useId } from 'react';

import { SelectField, type SelectOption } from '../../../components/answer/select-field';
import styles from './field.module.css';

export interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
}

export function FilterSelect<T extends string>({ label, value, onChange, options }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <SelectField id={id} value={value} onChange={onChange} options={options} placeholder={label} />
    </div>
  );
}
