// The admin side's buttons. `buttonClass()` gives the same look to a <Link> or <a>.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';
export type ButtonSize = 'sm' | 'md';

export interface ButtonStyle {
  /** primary (filled teal, the default), secondary (outlined), ghost, danger (red), success (green). */
  variant?: ButtonVariant | undefined;
  /** md (2.5rem tall, the default) or sm (2rem). */
  size?: ButtonSize | undefined;
  /** A square button holding only an icon: give it an aria-label. */
  iconOnly?: boolean | undefined;
}

/** The class names of a button of this style, for links that look like buttons. */
export function buttonClass({ variant = 'primary', size = 'md', iconOnly = false }: ButtonStyle = {}, extra?: string): string {
  return [styles.button, styles[variant], styles[size], iconOnly ? styles.iconOnly : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonStyle, ButtonHTMLAttributes<HTMLButtonElement> {
  /** An icon before the label (mirrors with the text in Arabic). */
  icon?: ReactNode;
  children?: ReactNode;
}

/** A button; `type="button"` unless you say otherwise. */
export function Button({ variant, size, iconOnly, icon, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, iconOnly }, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}
