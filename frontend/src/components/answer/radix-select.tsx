// The radix Select behind SelectField, in a chunk of its own (it brings a positioning engine).
import { useIntl } from 'react-intl';
import { Select } from 'radix-ui';

import { ChevronDownIcon } from '../ui/icons';
import type { SelectFieldProps } from './select-field';
import styles from './select-field.module.css';

interface Props extends SelectFieldProps<string> {
  /** Opens at once: the visitor clicked the stand-in before this loaded. */
  defaultOpen: boolean;
  autoFocus: boolean;
}

export default function RadixSelect({ id, value, onChange, options, placeholder, disabled, name, defaultOpen, autoFocus }: Props) {
  const intl = useIntl();
  return (
    <Select.Root
      value={value}
      onValueChange={onChange}
      dir={intl.locale.startsWith('ar') ? 'rtl' : 'ltr'}
      disabled={disabled}
      name={name}
      defaultOpen={defaultOpen}
    >
      <Select.Trigger id={id} className={styles.trigger} autoFocus={autoFocus}>
        <Select.Value placeholder={placeholder} />
        <Select.Icon className={styles.icon}>
          <ChevronDownIcon size={18} />
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
