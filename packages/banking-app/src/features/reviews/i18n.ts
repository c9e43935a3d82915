import { loadNamespace } from '@/i18n/i18n';
import { loadTransactionWords } from '@/domain/transactions/i18n';
import { loadApprovalWords } from '@/domain/approvals/i18n';

/**
 * The review screens' words (and a transaction's and its approvals', which they show), English
 * and Arabic.
 */
export async function loadReviewsNamespace(): Promise<string> {
  await Promise.all([
    loadNamespace('reviews', {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
    }),
    loadTransactionWords(),
    loadApprovalWords(),
  ]);
  return 'reviews';
}
