import { useTranslation } from 'react-i18next';
import { Icon, Check, X } from '@bank/ui';
import { passwordRules } from './validate';
import { FORMS_NS } from './i18n';
import * as styles from './PasswordRules.css';

/**
 * The new-password rules, each ticked as the customer types. Read with the field (its id goes in
 * the field's hint), silently: announcing every keystroke would drown the typing.
 */
export function PasswordRules({
  id,
  password,
  email,
}: {
  id: string;
  password: string;
  email?: string | null;
}) {
  const { t } = useTranslation(FORMS_NS);
  const rules = passwordRules(password, email);
  const items = [
    { ok: rules.length, text: t('rules.length') },
    { ok: rules.notRepeated, text: t('rules.notRepeated') },
    { ok: rules.notEmail, text: t('rules.notEmail') },
  ];
  return (
    // Spans with list roles: FormField puts its hint in a <p>, where a <ul> may not go.
    <span id={id} role="list" className={styles.list}>
      {items.map((item) => (
        <span role="listitem" key={item.text} className={item.ok ? styles.ok : styles.pending}>
          <Icon icon={item.ok ? Check : X} size={16} />
          <span>
            {item.text}
            <span className={styles.state}>{item.ok ? t('rules.met') : t('rules.notMet')}</span>
          </span>
        </span>
      ))}
      <span role="listitem" className={styles.note}>
        {t('rules.common')}
      </span>
    </span>
  );
}
