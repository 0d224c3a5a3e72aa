// The admin sidebar: brand, the seven sections with icons, View Site. 16rem wide, 3rem when
// collapsed to icons; below 768 px a sheet of 18rem that slides in from the start edge.
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { Dialog } from 'radix-ui';

import {
  AnswerIcon,
  BarChartIcon,
  BookIcon,
  BulbIcon,
  CalendarIcon,
  CupIcon,
  DashboardIcon,
  GlobeIcon,
  ListIcon,
  QuestionIcon,
  XIcon,
} from '../../../components/ui/icons';
import { ADMIN_NAV, type AdminSection } from './nav-items';
import type { SidebarState } from './sidebar-state';
import styles from './admin-layout.module.css';

const messages = defineMessages({
  label: { id: 'admin.sidebar.label', defaultMessage: 'Admin' },
  brand: { id: 'admin.sidebar.brand', defaultMessage: 'Batala Admin' },
  viewSite: { id: 'admin.sidebar.viewSite', defaultMessage: 'View Site' },
  menu: { id: 'admin.sidebar.menu', defaultMessage: 'Admin menu' },
  close: { id: 'admin.sidebar.close', defaultMessage: 'Close menu' },
});

const ICONS: Record<AdminSection, ReactNode> = {
  dashboard: <DashboardIcon />,
  questions: <QuestionIcon />,
  answers: <AnswerIcon />,
  gaps: <BulbIcon />,
  cards: <ListIcon />,
  events: <CalendarIcon />,
  leaderboard: <CupIcon />,
  content: <BookIcon />,
  analytics: <BarChartIcon />,
};

function SidebarContent({ collapsed, onNavigate, closeButton }: { collapsed: boolean; onNavigate?: () => void; closeButton?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          <svg viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 22c0-7 5-12 14-13-1 9-6 14-13 14" fill="#a7f3d0" />
          </svg>
        </span>
        <span className={styles.brandText}>{intl.formatMessage(messages.brand)}</span>
        {closeButton}
      </div>
      <nav className={styles.nav} aria-label={intl.formatMessage(messages.label)}>
        <ul className={styles.navList}>
          {ADMIN_NAV.map((item) => {
            const label = intl.formatMessage(item.label);
            return (
              <li key={item.section}>
                <NavLink
                  to={item.to}
                  end={item.end ?? false}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                  title={collapsed ? label : undefined}
                  onClick={onNavigate}
                >
                  <span className={styles.navIcon}>{ICONS[item.section]}</span>
                  <span className={styles.navText}>{label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.sidebarFooter}>
        <Link
          to="/"
          className={styles.navLink}
          title={collapsed ? intl.formatMessage(messages.viewSite) : undefined}
          onClick={onNavigate}
        >
          <span className={styles.navIcon}>
            <GlobeIcon />
          </span>
          <span className={styles.navText}>{intl.formatMessage(messages.viewSite)}</span>
        </Link>
      </div>
    </>
  );
}

export function Sidebar({ state }: { state: SidebarState }) {
  const intl = useIntl();
  if (state.isMobile) {
    return (
      <Dialog.Root open={state.openMobile} onOpenChange={state.setOpenMobile}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.sheetOverlay} />
          <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
            <Dialog.Title className="visually-hidden">{intl.formatMessage(messages.menu)}</Dialog.Title>
            <SidebarContent
              collapsed={false}
              onNavigate={() => state.setOpenMobile(false)}
              closeButton={
                <Dialog.Close className={styles.sheetClose} aria-label={intl.formatMessage(messages.close)}>
                  <XIcon size={18} />
                </Dialog.Close>
              }
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <aside className={styles.sidebar} data-state={state.open ? 'expanded' : 'collapsed'} id="admin-sidebar">
      <div className={styles.sidebarInner}>
        <SidebarContent collapsed={!state.open} />
      </div>
    </aside>
  );
}
