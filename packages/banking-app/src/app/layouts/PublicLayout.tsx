import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Heading, Link, Logo, Text } from '@bank/ui';
import { SkipLink } from '@/components/SkipLink';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import * as styles from './layouts.css';

const mainLinks = [
  { to: '/fees-charging-individuals', label: 'layout.personal' },
  { to: '/fees-charging-business', label: 'layout.business' },
  { to: '/security', label: 'layout.security' },
  { to: '/about-us', label: 'layout.about' },
  { to: '/contact-us', label: 'layout.contact' },
] as const;

const footerGroups = [
  {
    heading: 'layout.footer.bank',
    links: [
      ['/about-us', 'titles.aboutUs'],
      ['/company_team', 'titles.companyTeam'],
      ['/investor_relations', 'titles.investorRelations'],
      ['/digital-banking-revolution', 'titles.digitalBankingRevolution'],
      ['/digital-neo-banking', 'titles.digitalNeoBanking'],
    ],
  },
  {
    heading: 'layout.footer.banking',
    links: [
      ['/digital-banking-solution', 'titles.digitalBankingSolution'],
      ['/digital-banking-mobile', 'titles.digitalBankingMobile'],
      ['/corporate_private_banking', 'titles.corporatePrivateBanking'],
      ['/investment_banking', 'titles.investmentBanking'],
      ['/custody_asset_management', 'titles.custodyAssetManagement'],
      ['/virtual_asset_management', 'titles.virtualAssetManagement'],
      ['/fees-charging', 'titles.fees'],
    ],
  },
  {
    heading: 'layout.footer.legal',
    links: [
      ['/terms-and-conditions', 'titles.termsAndConditions'],
      ['/terms-of-use', 'titles.termsOfUse'],
      ['/privacy-policy', 'titles.privacyPolicy'],
      ['/cookies-policy', 'titles.cookiesPolicy'],
    ],
  },
  {
    heading: 'layout.footer.help',
    links: [
      ['/contact-us', 'titles.contactUs'],
      ['/security', 'titles.security'],
      ['/digital-banking-security', 'titles.digitalBankingSecurity'],
    ],
  },
] as const;

/** Header, navigation and footer of the public pages. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <RouterLink to="/" className={styles.brandLink}>
            <Logo name={t('brand')} showName size={36} />
          </RouterLink>
          <nav aria-label={t('layout.mainNav')}>
            <ul className={styles.navList}>
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.navLink}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageSwitch />
            <Link as={RouterLink} to="/login" weight="medium">
              {t('layout.login')}
            </Link>
            <ButtonLink as={RouterLink} to="/registration" size="sm">
              {t('layout.openAccount')}
            </ButtonLink>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label={t('layout.footerNav')} className={styles.footerColumns}>
            {footerGroups.map((group) => (
              <div key={group.heading}>
                <Heading level={2} size={6}>
                  {t(group.heading)}
                </Heading>
                <ul className={styles.footerList}>
                  {group.links.map(([to, label]) => (
                    <li key={to}>
                      <RouterLink to={to} className={styles.footerLink}>
                        {t(label)}
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <Text size="sm" tone="muted">
            {t('layout.footer.regulated')}
          </Text>
          <Text size="sm" tone="muted">
            {t('layout.footer.copyright', { year: new Date().getFullYear() })} {t('layout.footer.formats')}
          </Text>
        </div>
      </footer>
    </div>
  );
}
