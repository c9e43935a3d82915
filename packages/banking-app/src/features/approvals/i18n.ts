import { loadNamespace } from '@/i18n/i18n';
import { loadApprovalWords } from '@/domain/approvals/i18n';

/** The approval rules screen's words (and the approvals' shared ones), English and Arabic. */
export async function loadApprovalsNamespace(): Promise<string> {
  await Promise.all([
    loadNamespace('approvals', {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
    }),
    loadApprovalWords(),
  ]);
  return 'approvals';
}
