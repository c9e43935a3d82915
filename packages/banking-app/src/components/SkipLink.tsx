import { useTranslation } from 'react-i18next';
import * as styles from './SkipLink.css';

/** "Skip to main content": the first thing Tab reaches on every page (WCAG 2.4.1). */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {t('layout.skipToContent')}
    </a>
  );
}
