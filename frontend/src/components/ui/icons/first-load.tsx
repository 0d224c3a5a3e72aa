// The icons drawn by the pages that are part of the initial JavaScript: the home page's first
// screen and the About page. Keep to those: every other icon lives in index.tsx, which only lazy
// pages import, so that it stays out of the first download.
import { Icon, type IconProps } from './icon';

export const ChatIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5z" />
    <path d="M10 7.8a2 2 0 1 1 2.9 1.8c-.6.3-.9.8-.9 1.4" />
    <path d="M12 13h.01" />
  </Icon>
);

export const CalculatorIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="5" y="2.5" width="14" height="19" rx="2.5" />
    <rect x="8" y="5.5" width="8" height="4" rx="1" />
    <path d="M8.5 13h.01M12 13h.01M15.5 13h.01M8.5 16.5h.01M12 16.5h.01M15.5 16.5h.01" strokeWidth="2.4" />
  </Icon>
);

/** A cup on a stand. */
export const TrophyIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4.5v1.5A3 3 0 0 0 7.5 10.5M17 6h2.5v1.5a3 3 0 0 1-3 3" />
    <path d="M12 14v3.5M8.5 21h7M9.5 17.5h5V21h-5z" />
  </Icon>
);

/** A rising line with an arrowhead. */
export const TrendUpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 4v16h16" />
    <path d="M7.5 15l3.5-4 3 2.5L19 8" />
    <path d="M15.5 8H19v3.5" />
  </Icon>
);

export const ShieldCheckIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3l7.5 3v5.5c0 4.7-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.8-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
  </Icon>
);

export const LeafIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 19c0-8.5 5.5-14 15-15-.5 9.5-6 15-14 15z" />
    <path d="M5 19l7-7" />
  </Icon>
);

/** A wider tick in a ring: the bullet of a checklist. */
export const CheckBulletIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.2 2.7 2.7L16 9.6" />
  </Icon>
);

export const ExternalIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </Icon>
);

export const CommunityIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="5.5" r="2.5" />
    <circle cx="5" cy="17.5" r="2.5" />
    <circle cx="19" cy="17.5" r="2.5" />
    <path d="M10.7 7.7 6.3 15.3M13.3 7.7l4.4 7.6M7.5 17.5h9" />
  </Icon>
);

/** Rising bars under a line. */
export const GrowthChartIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 4v16h16" />
    <path d="M8 16v-4M12 16V9M16 16v-6.5" />
    <path d="m8 8.5 4-3 4 2 3.5-3" />
  </Icon>
);

/** Two overlapping stacks of coins, drawn rounder than CoinsIcon. */
export const CoinStackIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <ellipse cx="9" cy="7" rx="6" ry="2.8" />
    <path d="M3 7v4.5c0 1.5 2.7 2.8 6 2.8s6-1.3 6-2.8V7" />
    <path d="M9 14.3v2.2c0 1.5 2.7 2.8 6 2.8s6-1.3 6-2.8V12c0-1.5-2.7-2.8-6-2.8" />
  </Icon>
);

/** A narrower shield than ShieldCheckIcon, with a wider tick. */
export const ShieldTickIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Icon>
);

export const AwarenessIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 10v4a1 1 0 0 0 1 1h2.5L13 19V5L7.5 9H5a1 1 0 0 0-1 1z" />
    <path d="M16.5 9.5a3.5 3.5 0 0 1 0 5" />
    <path d="M19 7a7 7 0 0 1 0 10" />
  </Icon>
);

export const BusinessIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
    <path d="M3 12.5h18" />
    <path d="M11 12.5v2h2v-2" />
  </Icon>
);

export const SproutIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 21v-9" />
    <path d="M12 12C12 8 9.5 5 4.5 5c0 4 2.5 7 7.5 7z" />
    <path d="M12 14.5c0-3.5 2.3-6.5 7.5-6.5 0 3.5-2.5 6.5-7.5 6.5z" />
    <path d="M8 21h8" />
  </Icon>
);

export const BowlLeafIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 12.5h18a9 8 0 0 1-18 0z" />
    <path d="M12 12.5c0-4.5 2.5-8 7-9 0 4.5-2.5 8-7 9z" />
    <path d="M12 12.5c-.5-2.5-2-4.5-5-5 0 2.5 1.5 4.5 5 5z" />
  </Icon>
);

export const TargetIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.3" />
  </Icon>
);

export const WheatIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 22V7" />
    <path d="M12 7c0-2 .8-3.5 0-5-.8 1.5 0 3 0 5z" />
    <path d="M12 11c-2.8 0-4.3-1.7-4.5-4 2.8 0 4.3 1.7 4.5 4zM12 11c2.8 0 4.3-1.7 4.5-4-2.8 0-4.3 1.7-4.5 4z" />
    <path d="M12 15.5c-2.8 0-4.3-1.7-4.5-4 2.8 0 4.3 1.7 4.5 4zM12 15.5c2.8 0 4.3-1.7 4.5-4-2.8 0-4.3 1.7-4.5 4z" />
    <path d="M12 20c-2.8 0-4.3-1.7-4.5-4 2.8 0 4.3 1.7 4.5 4zM12 20c2.8 0 4.3-1.7 4.5-4-2.8 0-4.3 1.7-4.5 4z" />
  </Icon>
);

export const HorizonIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M2.5 18.5h19" />
    <path d="M6 18.5a6 6 0 0 1 12 0" />
    <path d="M12 4.5v3M4.9 8.4l2.1 2.1M19.1 8.4 17 10.5" />
    <path d="M7 21.5h10" />
  </Icon>
);

export const TeamIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0" />
    <circle cx="17" cy="9" r="2.3" />
    <path d="M16 14.2a4.5 4.5 0 0 1 5 4.3" />
  </Icon>
);

export const TrustIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
    <path d="m9.3 12 1.9 1.9 3.5-3.5" />
  </Icon>
);

export const HandHeartIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 10.5S8 8.2 8 5.4A2.2 2.2 0 0 1 12 4.3a2.2 2.2 0 0 1 4 1.1c0 2.8-4 5.1-4 5.1z" />
    <path d="M3 14.5h3l4.5 1.5h3a1.5 1.5 0 0 1 0 3H10" />
    <path d="m13.5 19 5.2-2.3a1.6 1.6 0 0 1 1.3 2.9L14 22H6.5L3 20.5" />
  </Icon>
);

