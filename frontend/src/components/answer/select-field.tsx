// A labelled dropdown on radix Select: keyboard and screen-reader friendly, mirrored in Arabic.
// The trigger is a `combobox` named by the <label htmlFor={id}> the caller renders.
import { useIntl } from 'react-intl';
import { Select } from 'radix-ui';

import styles from './select-field.module.css';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  id: string;
  value: T | '';
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  placeholder: string;
  disabled?: boolean;
  /** Sent with a native form post (radix renders a hidden select). */
  name?: string;
}

export function SelectField<T extends string>({ id, value, onChange, options, placeholder, disabled, name }: Props<T>) {
  const intl = useIntl();
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => onChange(next as T)}
      dir={intl.locale.startsWith('ar') ? 'rtl' : 'ltr'}
      disabled={disabled}
      name={name}
    >
      <Select.Trigger id={id} className={styles.trigger}>
        <Select.Value placeholder={placeholder} />
        <Select.Icon className={styles.icon}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className={styles.content} position="popper" sideOffset={6} collisionPadding={12}>
          <Select.Viewport className={styles.viewport}>
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value} className={styles.item}>
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator className={styles.indicator}>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
