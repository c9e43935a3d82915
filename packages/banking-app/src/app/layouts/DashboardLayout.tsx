import { useEffect, useState } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon, LogOut, Logo } from '@bank/ui';
import { SkipLink } from '@/components/SkipLink';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { ThemeSwitch } from '@/components/ThemeSwitch';
import { customerTypeInfo, loadedCustomerTypeInfo, type CustomerTypeInfo } from '@/session/customer';
import { SessionTimer } from '@/app/SessionTimer';
import * as styles from './layouts.css';

type Rule = (info: CustomerTypeInfo | null) => boolean;
const everyone: Rule = () => true;
const movesMoney: Rule = (i) => !!i && !i.is_viewer;
const corporate: Rule = (i) => i?.user_type === 'corporate';
const admin: Rule = (i) => i?.user_type === 'corporate' && i.can_administer;

const links: { to: string; label: string; show: Rule; end?: boolean }[] = [
  { to: '/dashboard', label: 'nav.dashboard', show: everyone, end: true },
  { to: '/dashboard/customer_wallet', label: 'nav.wallets', show: everyone },
  { to: '/dashboard/transactions', label: 'nav.transactions', show: everyone },
  { to: '/dashboard/beneficiary', label: 'nav.beneficiaries', show: everyone },
  { to: '/dashboard/topup', label: 'nav.topup', show: movesMoney },
  { to: '/dashboard/internal_step1', label: 'nav.transfer', show: movesMoney },
  { to: '/dashboard/conversion_transaction_step1', label: 'nav.convert', show: movesMoney },
  { to: '/dashboard/waiting_review', label: 'nav.review', show: corporate },
  { to: '/dashboard/manage_subaccounts', label: 'nav.users', show: admin },
  { to: '/dashboard/security_page', label: 'nav.security', show: everyone },
  { to: '/dashboard/settings', label: 'nav.settings', show: everyone },
];

/** The frame of online banking: navigation by role, log out, and the session timer. */
export function Component() {
  const { t } = useTranslation();
  // Loaded by the private routes' guard already, so the navigation is drawn once, in full.
  const [info, setInfo] = useState<CustomerTypeInfo | null>(() => loadedCustomerTypeInfo() ?? null);
  useEffect(() => {
    let live = true;
    void customerTypeInfo().then((value) => {
      if (live) setInfo(value);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <RouterLink to="/dashboard" className={styles.brandLink}>
            <Logo name={t('brand')} showName size={32} />
          </RouterLink>
          <div className={styles.actions}>
            <ThemeSwitch />
            <LanguageSwitch />
            <ButtonLink as={RouterLink} to="/logout" variant="secondary" size="sm" icon={<Icon icon={LogOut} size={18} />}>
              {t('layout.logout')}
            </ButtonLink>
          </div>
        </div>
      </header>
      <div className={styles.dashboardShell}>
        <nav aria-label={t('layout.dashboardNav')} className={styles.sideNav}>
          <ul className={styles.sideNavList}>
            {links
              .filter((link) => link.show(info))
              .map((link) => (
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
