import type { ReactNode } from 'react';

/** Small hand-drawn line icons for the About page. Decorative only: hidden from assistive tech. */
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

export function AwarenessIcon() {
  return (
    <Icon>
      <path d="M4 10v4a1 1 0 0 0 1 1h2.5L13 19V5L7.5 9H5a1 1 0 0 0-1 1z" />
      <path d="M16.5 9.5a3.5 3.5 0 0 1 0 5" />
      <path d="M19 7a7 7 0 0 1 0 10" />
    </Icon>
  );
}

export function BusinessIcon() {
  return (
    <Icon>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
      <path d="M3 12.5h18" />
      <path d="M11 12.5v2h2v-2" />
    </Icon>
  );
}

export function CommunityIcon() {
  return (
    <Icon>
      <circle cx="12" cy="5.5" r="2.5" />
      <circle cx="5" cy="17.5" r="2.5" />
      <circle cx="19" cy="17.5" r="2.5" />
      <path d="M10.7 7.7 6.3 15.3M13.3 7.7l4.4 7.6M7.5 17.5h9" />
    </Icon>
  );
}

export function SproutIcon() {
  return (
    <Icon>
      <path d="M12 21v-9" />
      <path d="M12 12C12 8 9.5 5 4.5 5c0 4 2.5 7 7.5 7z" />
      <path d="M12 14.5c0-3.5 2.3-6.5 7.5-6.5 0 3.5-2.5 6.5-7.5 6.5z" />
      <path d="M8 21h8" />
    </Icon>
  );
}

export function BowlLeafIcon() {
  return (
    <Icon>
      <path d="M3 12.5h18a9 8 0 0 1-18 0z" />
      <path d="M12 12.5c0-4.5 2.5-8 7-9 0 4.5-2.5 8-7 9z" />
      <path d="M12 12.5c-.5-2.5-2-4.5-5-5 0 2.5 1.5 4.5 5 5z" />
    </Icon>
  );
}

export function TargetIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.3" />
    </Icon>
  );
}

export function WheatIcon() {
  return (
    <Icon>
      <path d="M12 22V7" />
      <path d="M12 7c0-2 .8-3.5 0-5-.8 1.5 0 3 0 5z" />
      <path d="M12 11c-2.8 0-4.3-1.7-4.5-4 2.8 0 4.3 1.7 4.5 4zM12 11c2.8 0 4.3-1.7 4.5-4-2.8 0-4.3 1.7-4.5 4z" />
      <path d="M12 15.5c-2.8 0-4.3-1.7-4.5-4 2.8 0 4.3 1.7 4.5 4zM12 15.5c2.8 0 4.3-1.7 4.5-4-2.8 0-4.3 1.7-4.5 4z" />
      <path d="M12 20c-2.8 0-4.3-1.7-4.5-4 2.8 0 4.3 1.7 4.5 4zM12 20c2.8 0 4.3-1.7 4.5-4-2.8 0-4.3 1.7-4.5 4z" />
    </Icon>
  );
}

export function HorizonIcon() {
  return (
    <Icon size={28}>
      <path d="M2.5 18.5h19" />
      <path d="M6 18.5a6 6 0 0 1 12 0" />
      <path d="M12 4.5v3M4.9 8.4l2.1 2.1M19.1 8.4 17 10.5" />
      <path d="M7 21.5h10" />
    </Icon>
  );
}

export function CoinsIcon() {
  return (
    <Icon>
      <ellipse cx="9" cy="7" rx="6" ry="2.8" />
      <path d="M3 7v4.5c0 1.5 2.7 2.8 6 2.8s6-1.3 6-2.8V7" />
      <path d="M9 14.3v2.2c0 1.5 2.7 2.8 6 2.8s6-1.3 6-2.8V12c0-1.5-2.7-2.8-6-2.8" />
    </Icon>
  );
}

export function ShieldCheckIcon() {
  return (
    <Icon>
      <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </Icon>
  );
}

export function ChartIcon() {
  return (
    <Icon>
      <path d="M4 4v16h16" />
      <path d="M8 16v-4M12 16V9M16 16v-6.5" />
      <path d="m8 8.5 4-3 4 2 3.5-3" />
    </Icon>
  );
}

export function TrustIcon() {
  return (
    <Icon>
      <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
      <path d="m9.3 12 1.9 1.9 3.5-3.5" />
    </Icon>
  );
}

export function TeamIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0" />
      <circle cx="17" cy="9" r="2.3" />
      <path d="M16 14.2a4.5 4.5 0 0 1 5 4.3" />
    </Icon>
  );
}

export function HandHeartIcon() {
  return (
    <Icon>
      <path d="M12 10.5S8 8.2 8 5.4A2.2 2.2 0 0 1 12 4.3a2.2 2.2 0 0 1 4 1.1c0 2.8-4 5.1-4 5.1z" />
      <path d="M3 14.5h3l4.5 1.5h3a1.5 1.5 0 0 1 0 3H10" />
      <path d="m13.5 19 5.2-2.3a1.6 1.6 0 0 1 1.3 2.9L14 22H6.5L3 20.5" />
    </Icon>
  );
}

export function CheckIcon() {
  return (
    <Icon size={20}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.2 2.7 2.7L16 9.6" />
    </Icon>
  );
}

export function ExternalIcon() {
  return (
    <Icon size={14}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </Icon>
  );
}
