import { loadNamespace } from '@/i18n/i18n';
import { loadApprovalWords } from '@/domain/approvals/i18n';

/** Payroll's words (and the approvals' shared ones, for a month's path), English and Arabic. */
export async function loadPayrollNamespace(): Promise<string> {
  await Promise.all([
    loadNamespace('payroll', {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
    }),
    loadApprovalWords(),
  ]);
  return 'payroll';
}
