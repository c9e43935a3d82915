// What a refused visit is told where it lands: a guard that sends a logged-in customer elsewhere
// (spec 6's role rules, the virtual-asset eligibility, the history without a wallet) hands the
// reason to the page (GuardedRoute's `RefusedState`), and the frame says it above the page: which
// page was refused, why, in the customer's own role, and what would open it. Never a silent
// redirect. The notice belongs to that one visit: it leaves with the next navigation (the state is
// the history entry's). Its words (namespace `refusals`) and this module load only when a visit was
// refused (RefusalSlot.tsx): no page pays for them otherwise.
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@bank/ui';
import { ROLE_RULES, roleRulesOf } from '@/access/roles';
import { loadNamespace } from '@/i18n/i18n';
import { useCustomerType } from '@/session/useCustomerType';
import { isRefused } from './refused';
import * as styles from './layouts/layouts.css';

await loadNamespace('refusals', {
  en: () => import('@/i18n/locales/en/refusals.json'),
  ar: () => import('@/i18n/locales/ar/refusals.json'),
});

export function RefusalNotice() {
  const { t } = useTranslation(['refusals', 'common']);
  const { state } = useLocation();
  const info = useCustomerType();
  const refused = isRefused(state) ? state : null;

  if (!refused) return null;
  let text: string;
  if (refused.refused === 'role') {
    // The first rule of the refused page the customer's role does not meet says what it needs.
    const failed = roleRulesOf(refused.from).find((name) => !info || !ROLE_RULES[name](info));
    const role = info?.customer_type;
    text = [
      t(`refused.needs.${failed ?? 'other'}`),
      role
        ? t('common:role.yours', {
            role: t(`common:role.${role}.name`),
            can: t(`common:role.${role}.can`),
          })
        : '',
      role ? t('refused.askAdmin') : '',
    ]
      .filter(Boolean)
      .join(' ');
  } else {
    text = t(`refused.${refused.refused}`);
  }
  // Announced as it appears (focus goes to the page's h1, RouteFocus): the customer hears why
  // they are on this page and not the one they asked for.
  return (
    <Alert tone="info" title={t('refused.title')} announce="assertive" className={styles.notice}>
      {text}
    </Alert>
  );
}
