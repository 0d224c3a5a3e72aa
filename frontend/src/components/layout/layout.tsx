import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

import { BackButtons } from './back-buttons';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      {pathname !== '/' && <BackButtons />}
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
