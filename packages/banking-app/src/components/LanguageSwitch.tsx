import { useTranslation } from 'react-i18next';
import { Button, Globe, Icon } from '@bank/ui';
import * as styles from './LanguageSwitch.css';

/** Switches between English and Arabic; the choice is kept for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="tertiary"
      size="sm"
      icon={<Icon icon={Globe} size={18} />}
      onClick={() => void i18n.changeLanguage(next)}
      title={t('layout.switchToLabel')}
    >
      <span lang={next} className={next === 'ar' ? styles.otherLanguage : undefined}>
        {t('layout.switchTo')}
      </span>
    </Button>
  );
}
