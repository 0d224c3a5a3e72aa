// The app's line icons, each drawn once: 24×24 strokes in the text colour, 18px unless a caller
// passes `size`. Decorative: hidden from assistive tech; the text beside an icon (or an
// aria-label on its button) names the action. Icons that point along the reading direction
// (ArrowIcon, ChevronForwardIcon, LogOutIcon) are drawn for left-to-right; their callers mirror
// them in Arabic with `[dir='rtl'] … svg { transform: scaleX(-1) }`.
//
// Import icons from here, except in the pages that are part of the initial JavaScript (the home
// page's first screen, About): they import first-load.tsx, which holds the icons they draw and is
// re-exported below, so that this file, with every other icon, loads only with the lazy pages.
import { Icon, type IconProps } from './icon';

export type { IconProps } from './icon';
export * from './first-load';

// ---- Direction and controls ----

/** Points forward in the reading direction (its caller flips it in Arabic). */
export const ArrowIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const ChevronDownIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

/** Points to the reading end (its caller flips it in Arabic). */
export const ChevronForwardIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const CheckIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

/** A tick in a ring (r 9): a thank-you or a verified fact. */
export const CheckCircleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </Icon>
);

/** A tick in a slightly smaller ring (r 8.5): done, past, a rule to follow. */
export const CheckRingIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </Icon>
);

export const XIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

/** A slightly smaller ✕ than XIcon: a wrong answer. */
export const CrossIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Icon>
);

export const PlusIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const EditIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const TrashIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);

export const SearchIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

/** A magnifier with a longer handle than SearchIcon. */
export const MagnifierIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Icon>
);

export const DownloadIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 4v11M7 10.5l5 5 5-5M4.5 19.5h15" />
  </Icon>
);

/** DownloadIcon with a narrower arrowhead. */
export const DownloadNarrowIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4.5 19.5h15" />
  </Icon>
);

/** ExternalIcon with tighter corners on its box. */
export const ExternalSharpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const ShareIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Icon>
);

export const LinkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

export const MailIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

export const ImageIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);

export const PhoneIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />
  </Icon>
);

export const EyeIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a16 16 0 0 1-2.4 3.3M6.6 6.6C3.9 8.4 2.5 12 2.5 12S6 19 12 19a9.5 9.5 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Icon>
);

/** Points out at the reading end (its caller flips it in Arabic). */
export const LogOutIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" />
    <path d="m16 16 4-4-4-4M20 12H9" />
  </Icon>
);

export const SidebarIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </Icon>
);

export const KeyIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" />
  </Icon>
);

export const AlertIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10.3 4.3 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Icon>
);

export const InboxIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3.5 13.5 6 5h12l2.5 8.5V19a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z" />
    <path d="M3.5 13.5H8.5l1.5 2.5h4l1.5-2.5h5" />
  </Icon>
);

export const ListIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="2.6" />
  </Icon>
);

// ---- Feedback and ratings ----

export const ThumbUpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 2.5 2.3L12.8 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7" />
  </Icon>
);

export const ThumbDownIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M17 14V4h3v10zM17 14l-4 7a2 2 0 0 1-2.5-2.3l.7-3.7H5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.2 4H17" />
  </Icon>
);

/** ThumbUpIcon with a narrower palm. */
export const ThumbUpSlimIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 2.5 2.2L13 9h5.5a2 2 0 0 1 2 2.4l-1.4 7A2 2 0 0 1 17.2 20H7" />
  </Icon>
);

/** ThumbDownIcon with a narrower palm. */
export const ThumbDownSlimIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M17 14V4h3v10zM17 14l-4 7a2 2 0 0 1-2.5-2.2L11 15H5.5a2 2 0 0 1-2-2.4l1.4-7A2 2 0 0 1 6.8 4H17" />
  </Icon>
);

/** A star outline, or a solid star when `filled`. */
export const StarIcon = ({ size, filled }: IconProps & { filled?: boolean }) => (
  <Icon size={size}>
    <path
      d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill={filled ? 'currentColor' : undefined}
    />
  </Icon>
);

/** One star of a rating input: a thinner outline, filled when chosen. 24px unless sized. */
export const RatingStarIcon = ({ size = 24, filled }: IconProps & { filled?: boolean }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);

/** A solid star filled to `fill` (0 to 1) from the left; callers mirror it in Arabic. */
export function PartialStarIcon({ size = 18, fill }: { size?: number; fill: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, fill)) * 100);
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1 6L12 17l-5.35 2.85 1-6L3.3 9.6l6-.9z"
        fill="var(--color-border)"
      />
      <path
        d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1 6L12 17l-5.35 2.85 1-6L3.3 9.6l6-.9z"
        fill="var(--color-accent)"
        style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }}
      />
    </svg>
  );
}

/** Rays around a point. */
export const SparkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Icon>
);

/** A four-pointed sparkle. */
export const SparkleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3.5 13.9 9l5.6 1.9-5.6 1.9L12 18.5l-1.9-5.7L4.5 11 10.1 9z" />
  </Icon>
);

// ---- Time, places and people ----

export const CalendarIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const ClockIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

/** A slim pin: a place on an answer, an event or a vendor. */
export const PinIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

/** A rounder, larger pin than PinIcon. */
export const MapPinIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const MapIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m3.5 6.5 5.5-2.5 6 2.5 5.5-2.5v13.5L15 20l-6-2.5-5.5 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </Icon>
);

export const LocateIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
  </Icon>
);

export const RouteIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3 21 12l-9 9-9-9z" />
    <path d="M9.5 13.5v-2a1.5 1.5 0 0 1 1.5-1.5h3.5M13 8l2 2-2 2" />
  </Icon>
);

export const GlobeIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Icon>
);

/** A slightly smaller globe than GlobeIcon: a website. */
export const WebsiteIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.5 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.5-3.5-8.5s1-5.9 3.5-8.5z" />
  </Icon>
);

export const UserIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Icon>
);

export const UsersIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3.5 19.5c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
    <path d="M15.5 5.2a3 3 0 0 1 0 5.8M17.5 14.8c1.7.6 2.8 2.2 3 4.7" />
  </Icon>
);

/** Two people drawn with arcs (rounder than UsersIcon). */
export const PeopleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
    <path d="M15.5 5.8a3 3 0 0 1 0 5.4M17.5 14.2A5.5 5.5 0 0 1 20.5 19" />
  </Icon>
);

// ---- Sections and topics ----

export const DashboardIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />
  </Icon>
);

export const QuestionIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.2-2.5 3.8" />
    <path d="M12 17.2h.01" />
  </Icon>
);

export const AnswerIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M20 15a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2z" />
    <path d="m8.5 10 2.3 2.3L15.5 7.8" />
  </Icon>
);

export const BookIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </Icon>
);

export const TranslateIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 5h10M8 3v2M5 5c.8 3.5 3.5 6.5 7 8M11 5c-.8 3.5-3.5 6.5-7 8" />
    <path d="m13 21 4-9 4 9M14.5 18h5" />
  </Icon>
);

/** A narrower cup than TrophyIcon, without the stand. */
export const CupIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8.5 20.5h7" />
  </Icon>
);

/** Bars on axes. */
export const BarChartIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Icon>
);

export const CoinsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5M3.5 11v4c0 1.4 2.5 2.5 5.5 2.5" />
    <ellipse cx="15" cy="14" rx="5.5" ry="2.5" />
    <path d="M9.5 14v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4" />
  </Icon>
);

export const BulbIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2V16h5v-.2c.1-.8.5-1.5 1.1-2A6 6 0 0 0 12 3z" />
  </Icon>
);

export const FlagIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </Icon>
);

export const GiftIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3.5-5.5-3.5-5.5-1.2C6.5 8 9 8 12 8zM12 8c1.5-3.5 5.5-3.5 5.5-1.2C17.5 8 15 8 12 8z" />
  </Icon>
);