// Small hand-drawn line icons for the home page. Decorative: each is hidden from assistive tech.
import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
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

export interface IconProps {
  size?: number;
}

export function ChatIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5z" />
      <path d="M10 7.8a2 2 0 1 1 2.9 1.8c-.6.3-.9.8-.9 1.4" />
      <path d="M12 13h.01" />
    </Icon>
  );
}

export function CalculatorIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="5" y="2.5" width="14" height="19" rx="2.5" />
      <rect x="8" y="5.5" width="8" height="4" rx="1" />
      <path d="M8.5 13h.01M12 13h.01M15.5 13h.01M8.5 16.5h.01M12 16.5h.01M15.5 16.5h.01" strokeWidth="2.4" />
    </Icon>
  );
}

export function TrophyIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4.5v1.5A3 3 0 0 0 7.5 10.5M17 6h2.5v1.5a3 3 0 0 1-3 3" />
      <path d="M12 14v3.5M8.5 21h7M9.5 17.5h5V21h-5z" />
    </Icon>
  );
}

export function LeafIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M5 19c0-8.5 5.5-14 15-15-.5 9.5-6 15-14 15z" />
      <path d="M5 19l7-7" />
    </Icon>
  );
}

export function ChartIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 4v16h16" />
      <path d="M7.5 15l3.5-4 3 2.5L19 8" />
      <path d="M15.5 8H19v3.5" />
    </Icon>
  );
}

export function ShieldCheckIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 3l7.5 3v5.5c0 4.7-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.8-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
    </Icon>
  );
}

export function BulbIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M9 17.5h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.5.4.8 1 .8 1.6v.6h5.6v-.6c0-.6.3-1.2.8-1.6A6 6 0 0 0 12 3z" />
    </Icon>
  );
}

export function FlagIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M5 21V4" />
      <path d="M5 4.5c4-2 7 2 14 0v9c-7 2-10-2-14 0" />
    </Icon>
  );
}

export function PinIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

export function ClockIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}
