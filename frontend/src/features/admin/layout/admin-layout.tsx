// The admin shell: sidebar, a top bar (sidebar toggle, section name, language, sign out) and the
// page. A 401 from any admin read sends the user back to sign in.
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig, useSWRConfig } from 'swr';

import { LanguageSwitch } from '../../../components/layout/language-switch';
import { LogOutIcon, SidebarIcon } from '../../../components/ui/icons';
import { signOut } from '../api/auth';
import { LOGIN_PATH, isUnauthorized } from '../api/unauthorized';
import { Button } from '../components/button';
import { untyped } from '../components/messages';
import { navItemFor } from './nav-items';
import { Sidebar } from './sidebar';
import { useSidebarState } from './sidebar-state';
import styles from './admin-layout.module.css';

const messages = untyped(defineMessages({
  toggle: { id: 'admin.layout.toggleSidebar', defaultMessage: 'Toggle sidebar' },
  toggleHint: { id: 'admin.layout.toggleHint', defaultMessage: 'Toggle sidebar (Ctrl+B)' },
  signOut: { id: 'admin.layout.signOut', defaultMessage: 'Sign Out' },
  metaTitle: { id: 'admin.layout.metaTitle', defaultMessage: '{section} | Batala Admin' },
  admin: { id: 'admin.layout.admin', defaultMessage: 'Admin' },
}));

export function AdminLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const sidebar = useSidebarState();
  const item = navItemFor(pathname);
  const section = item ? intl.formatMessage(item.label) : intl.formatMessage(messages.admin);

  const onSignOut = async () => {
    await signOut();
    // Forget every admin list, so the next admin sees fresh data.
    await mutate(() => true, undefined, { revalidate: false });
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <SWRConfig
      value={{
        onError: (error: unknown) => {
          if (isUnauthorized(error)) navigate(LOGIN_PATH, { replace: true });
        },
      }}
    >
      <title>{intl.formatMessage(messages.metaTitle, { section })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.shell} data-sidebar={sidebar.isMobile ? 'mobile' : sidebar.open ? 'expanded' : 'collapsed'}>
        <Sidebar state={sidebar} />
        <div className={styles.main}>
          <header className={styles.topbar}>
            <button
              type="button"
              className={styles.toggle}
              onClick={sidebar.toggle}
              aria-label={intl.formatMessage(messages.toggle)}
              aria-expanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
              aria-controls={sidebar.isMobile ? undefined : 'admin-sidebar'}
              title={intl.formatMessage(messages.toggleHint)}
            >
              <SidebarIcon size={20} />
            </button>
            <span className={styles.section}>{section}</span>
            <div className={styles.topActions}>
              <LanguageSwitch />
              <Button variant="ghost" size="sm" className={styles.signOut} icon={<LogOutIcon />} onClick={() => void onSignOut()}>
                {intl.formatMessage(messages.signOut)}
              </Button>
            </div>
          </header>
          <main id="main" className={styles.content}>
            <Outlet />
          </main>
        </div>
      </div>
    </SWRConfig>
  );
}
