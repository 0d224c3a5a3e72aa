import { defineMessages, type MessageDescriptor } from 'react-intl';

export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  calculator: { id: 'nav.calculator', defaultMessage: 'Calculator' },
  leaderboard: { id: 'nav.leaderboard', defaultMessage: 'Leaderboard' },
  events: { id: 'nav.events', defaultMessage: 'Events' },
  about: { id: 'nav.about', defaultMessage: 'About' },
});

export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

/** Home, Calculator and Leaderboard go to the home page and its sections. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: navMessages.home },
  { to: '/#calculator', label: navMessages.calculator },
  { to: '/#leaderboard', label: navMessages.leaderboard },
  { to: '/events', label: navMessages.events },
  { to: '/about', label: navMessages.about },
];
