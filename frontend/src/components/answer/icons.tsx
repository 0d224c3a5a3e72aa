// Line icons for the answer display. Decorative: hidden from assistive tech.
import type { ReactNode } from 'react';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number | undefined }) {
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

interface IconProps {
  size?: number;
}

export const CheckCircleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </Icon>
);

export const PinIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
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

export const BookIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </Icon>
);

export const ExternalIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
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

export const MessageIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M20.5 11.6a8.5 8.5 0 0 1-12.6 7.4L3.5 20.5 5 16.3A8.5 8.5 0 1 1 20.5 11.6z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-2-2l.8-1-1-2z" />
  </Icon>
);

export const ChevronIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

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

export const StarIcon = ({ size, filled }: IconProps & { filled?: boolean }) => (
  <svg viewBox="0 0 24 24" width={size ?? 24} height={size ?? 24} aria-hidden="true" focusable="false">
    <path
      d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);

export const TranslateIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 5h10M8 3v2M5 5c.8 3.5 3.5 6.5 7 8M11 5c-.8 3.5-3.5 6.5-7 8" />
    <path d="m13 21 4-9 4 9M14.5 18h5" />
  </Icon>
);

export const CalendarIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const SparkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Icon>
);

/** Points forward in the reading direction (flips in Arabic via the `flip-rtl` rule of its caller). */
export const ArrowIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
