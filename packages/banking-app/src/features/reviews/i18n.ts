import { loadNamespace } from '@/i18n/i18n';
import { loadTransactionWords } from '@/domain/transactions/i18n';

/**
 * The review screens' words (and a transaction's, which they show), English and Arabic. A
 * transaction's approvals load their own words with them (components/ReviewApprovals.tsx).
 */
export async function loadReviewsNamespace(): Promise<string> {
  await Promise.all([
    loadNamespace('reviews', {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
    }),
    loadTransactionWords(),
  ]);
  return 'reviews';
}
