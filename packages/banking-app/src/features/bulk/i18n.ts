import { loadNamespace } from '@/i18n/i18n';
import { loadApprovalWords } from '@/domain/approvals/i18n';

/** The bulk payments' words (and the approvals' shared ones), English and Arabic. */
export async function loadBulkNamespace(): Promise<string> {
  await Promise.all([
    loadNamespace('bulk', {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
    }),
    loadApprovalWords(),
  ]);
  return 'bulk';
}
