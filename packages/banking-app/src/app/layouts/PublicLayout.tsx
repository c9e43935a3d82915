import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Heading, Link, Logo, Stack, Text } from '@bank/ui';
import { LegalLine } from '@/components/LegalLine';
import { SkipLink } from '@/components/SkipLink';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PATHS } from '@/access/paths';
import { useHydrated } from '@/lib/useHydrated';
import { hasToken } from '@/session/storage';
import * as styles from './layouts.css';

const mainLinks = [
  { to: PATHS.feesIndividuals, label: 'layout.personal' },
  { to: PATHS.feesBusiness, label: 'layout.business' },
  { to: PATHS.security, label: 'layout.security' },
  { to: PATHS.aboutUs, label: 'layout.about' },
  { to: PATHS.contactUs, label: 'layout.contact' },
] as const;

const footerGroups = [
  {
    heading: 'layout.footer.bank',
    links: [
      [PATHS.aboutUs, 'titles.aboutUs'],
      [PATHS.companyTeam, 'titles.companyTeam'],
      [PATHS.investorRelations, 'titles.investorRelations'],
      [PATHS.digitalBankingRevolution, 'titles.digitalBankingRevolution'],
      [PATHS.digitalNeoBanking, 'titles.digitalNeoBanking'],
    ],
  },
  {
    heading: 'layout.footer.banking',
    links: [
      [PATHS.digitalBankingSolution, 'titles.digitalBankingSolution'],
      [PATHS.digitalBankingMobile, 'titles.digitalBankingMobile'],
      [PATHS.corporatePrivateBanking, 'titles.corporatePrivateBanking'],
      [PATHS.investmentBanking, 'titles.investmentBanking'],
      [PATHS.custodyAssetManagement, 'titles.custodyAssetManagement'],
      [PATHS.virtualAssetManagement, 'titles.virtualAssetManagement'],
      [PATHS.fees, 'titles.fees'],
    ],
  },
  {
    heading: 'layout.footer.legal',
    links: [
      [PATHS.termsAndConditions, 'titles.termsAndConditions'],
      [PATHS.termsOfUse, 'titles.termsOfUse'],
      [PATHS.privacyPolicy, 'titles.privacyPolicy'],
      [PATHS.cookiesPolicy, 'titles.cookiesPolicy'],
    ],
  },
  {
    heading: 'layout.footer.help',
    links: [
      [PATHS.contactUs, 'titles.contactUs'],
      [PATHS.security, 'titles.security'],
      [PATHS.digitalBankingSecurity, 'titles.digitalBankingSecurity'],
    ],
  },
] as const;

/** Header, navigation and footer of the public pages. */
export function Component() {
  const { t } = useTranslation();
  // A customer with a session is offered their account, not a login. Decided once the page is
  // live: the prerendered markup (for everyone) shows the login links.
  const loggedIn = useHydrated() && hasToken();
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <RouterLink to={PATHS.home} className={styles.brandLink}>
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
            {loggedIn ? (
              <ButtonLink as={RouterLink} to={PATHS.dashboard} size="sm">
                {t('layout.goToAccount')}
              </ButtonLink>
            ) : (
              <>
                <Link as={RouterLink} to={PATHS.login} weight="medium">
                  {t('layout.login')}
                </Link>
                <ButtonLink as={RouterLink} to={PATHS.registration} size="sm">
                  {t('layout.openAccount')}
                </ButtonLink>
              </>
            )}
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
          <Stack gap="xs">
            <LegalLine />
            <Text size="sm" tone="muted">
              {t('layout.footer.regulated')}
            </Text>
          </Stack>
          <Text size="sm" tone="muted">
            {t('layout.footer.copyright', { year: new Date().getFullYear() })}{' '}
            {t('layout.footer.formats')}
          </Text>
        </div>
      </footer>
    </div>
  );
}
