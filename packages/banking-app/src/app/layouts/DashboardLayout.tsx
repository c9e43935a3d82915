import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon, LogOut, Logo } from '@bank/ui';
import { SkipLink } from '@/components/SkipLink';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/ThemeSwitch';
import { DASHBOARD_NAV, useAllowedLinks } from '@/app/navigation';
import { PATHS } from '@/app/paths';
import { SessionTimer } from '@/app/SessionTimer';
import * as styles from './layouts.css';

/** The frame of online banking: navigation by role, log out, and the session timer. */
export function Component() {
  const { t } = useTranslation();
  // Drawn once, in full: the private routes' guard has loaded the customer type.
  const links = useAllowedLinks(DASHBOARD_NAV);

  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <RouterLink to={PATHS.dashboard} className={styles.brandLink}>
            <Logo name={t('brand')} showName size={32} />
          </RouterLink>
          <div className={styles.actions}>
            <ThemeSwitch />
            <LanguageSwitch />
            <ButtonLink as={RouterLink} to={PATHS.logout} variant="secondary" size="sm" icon={<Icon icon={LogOut} size={18} />}>
              {t('layout.logout')}
            </ButtonLink>
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
          <Outlet />
        </main>
      </div>
      <SessionTimer />
    </div>
  );
}
