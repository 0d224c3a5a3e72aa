// The base of every icon: a 24×24 drawing in strokes of the text colour, 18px unless sized.
// Decorative: hidden from assistive tech; the text beside an icon (or an aria-label on its
// button) names the action.
import type { ReactNode } from 'react';

export interface IconProps {
  size?: number | undefined;
}

export function Icon({ children, size = 18 }: { children: ReactNode; size?: number | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
