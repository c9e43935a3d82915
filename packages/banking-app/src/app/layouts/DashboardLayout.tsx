import { Link as RouterLink, matchPath, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon, LogOut, Logo, NavDrawer } from '@bank/ui';
import { LegalLine } from '@/components/LegalLine';
import { SkipLink } from '@/components/SkipLink';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/ThemeSwitch';
import { DASHBOARD_NAV } from '@/app/navigation';
import { useAllowedLinks } from '@/session/useAllowedLinks';
import { PATHS } from '@/access/paths';
import { SessionTimer } from '@/app/SessionTimer';
import { StepUpHost } from '@/app/StepUpHost';
import { RefusalSlot } from '@/app/RefusalSlot';
import { NotificationBell } from '@/app/NotificationBell';
import * as styles from './layouts.css';

/**
 * The frame of online banking: navigation by role, log out, the session timer, and a footer with
 * the bank's legal line (on every page printed from here: a transfer's receipt).
 */
export function Component() {
  const { t } = useTranslation();
  // Drawn once, in full: the private routes' guard has loaded the customer type.
  const links = useAllowedLinks(DASHBOARD_NAV);
  const { pathname } = useLocation();
  // Below the desktop width the side navigation folds into a menu (the same links, in a drawer),
  // with the theme and language switches, so the header keeps to one line on a phone.
  const drawerItems = links.map((link) => ({
    label: t(link.label),
    to: link.to,
    current: matchPath({ path: link.to, end: link.end ?? false }, pathname) !== null,
  }));

  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.dashboardHeader}>
        <div className={styles.headerInner}>
          <RouterLink to={PATHS.dashboard} className={styles.brandLink}>
            <Logo name={t('brand')} showName size={32} />
          </RouterLink>
          <div className={styles.actions}>
            <div className={styles.wideOnly}>
              <ThemeSwitch />
              <LanguageSwitch />
            </div>
            <NotificationBell />
            <ButtonLink
              as={RouterLink}
              to={PATHS.logout}
              variant="secondary"
              size="sm"
              icon={<Icon icon={LogOut} size={18} />}
            >
              {t('layout.logout')}
            </ButtonLink>
            <NavDrawer
              items={drawerItems}
              linkAs={RouterLink}
              hideFrom="desktop"
              title={t('layout.menu')}
              buttonLabel={t('layout.menu')}
              navLabel={t('layout.dashboardNav')}
              footer={
                <div className={styles.actions}>
                  <ThemeSwitch />
                  <LanguageSwitch />
                </div>
              }
            />
          </div>
        </div>
      </header>
      <div className={styles.dashboardShell}>
        <nav aria-label={t('layout.dashboardNav')} className={styles.sideNav}>
          <ul className={styles.sideNavList}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={styles.navLink}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className={styles.dashboardMain}>
          <RefusalSlot />
          <Outlet />
        </main>
      </div>
      <footer className={styles.footer}>
        <div className={styles.dashboardFooterInner}>
          <LegalLine />
        </div>
      </footer>
      <SessionTimer />
      <StepUpHost />
    </div>
  );
}
