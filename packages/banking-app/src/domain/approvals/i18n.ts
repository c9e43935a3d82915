import { loadNamespace } from '@/i18n/i18n';

/**
 * The words of a company's approvals (issue 28): the kinds of payment a rule names, who may give
 * an approval, a payment's path of approvals. Shared by the approval rules' screen, the money
 * flows' review steps and the waiting review. Namespace `approval`.
 */
export async function loadApprovalWords(): Promise<'approval'> {
  await loadNamespace('approval', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'approval';
}
