import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Inline, Logo, Text } from '@bank/ui';
import { LegalLine } from '@/components/LegalLine';
import { SkipLink } from '@/components/SkipLink';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PATHS } from '@/access/paths';
import * as styles from './layouts.css';

/** The quiet frame of the login and registration pages. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <RouterLink to={PATHS.home} className={styles.brandLink}>
            <Logo name={t('brand')} showName size={32} />
          </RouterLink>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.narrowMain}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <Inline gap="lg">
            <RouterLink to={PATHS.privacyPolicy} className={styles.footerLink}>
              {t('titles.privacyPolicy')}
            </RouterLink>
            <RouterLink to={PATHS.termsAndConditions} className={styles.footerLink}>
              {t('titles.termsAndConditions')}
            </RouterLink>
            <RouterLink to={PATHS.contactUs} className={styles.footerLink}>
              {t('titles.contactUs')}
            </RouterLink>
          </Inline>
          <LegalLine />
          <Text size="sm" tone="muted">
            {t('layout.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </div>
      </footer>
    </div>
  );
}
