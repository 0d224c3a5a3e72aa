import { defineMessages, type MessageDescriptor } from 'react-intl';

export const navMessages = defineMessages({
  dashboard: { id: 'admin.nav.dashboard', defaultMessage: 'Dashboard' },
  questions: { id: 'admin.nav.questions', defaultMessage: 'Questions' },
  answers: { id: 'admin.nav.answers', defaultMessage: 'Answers' },
  gaps: { id: 'admin.nav.gaps', defaultMessage: 'Knowledge gaps' },
  cards: { id: 'admin.nav.cards', defaultMessage: 'Guidance cards' },
  events: { id: 'admin.nav.events', defaultMessage: 'Events' },
  leaderboard: { id: 'admin.nav.leaderboard', defaultMessage: 'Leaderboard' },
  content: { id: 'admin.nav.content', defaultMessage: 'Content' },
  analytics: { id: 'admin.nav.analytics', defaultMessage: 'Analytics' },
});

export type AdminSection = keyof typeof navMessages;

export interface AdminNavItem {
  section: AdminSection;
  to: string;
  label: MessageDescriptor;
  /** Only the exact path is active (the dashboard). */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { section: 'dashboard', to: '/admin', label: navMessages.dashboard, end: true },
  { section: 'questions', to: '/admin/questions', label: navMessages.questions },
  { section: 'answers', to: '/admin/answers', label: navMessages.answers },
  { section: 'gaps', to: '/admin/gaps', label: navMessages.gaps },
  { section: 'cards', to: '/admin/cards', label: navMessages.cards },
  { section: 'events', to: '/admin/events', label: navMessages.events },
  { section: 'leaderboard', to: '/admin/leaderboard', label: navMessages.leaderboard },
  { section: 'content', to: '/admin/content', label: navMessages.content },
  { section: 'analytics', to: '/admin/analytics', label: navMessages.analytics },
];

/** The nav item a path belongs to (the dashboard for /admin itself), or undefined. */
export function navItemFor(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_NAV.find((item) => (item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)));
}
