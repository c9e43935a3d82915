import { loadNamespace } from '@/i18n/i18n';

/**
 * The words of one transaction (its type, status and details), shared by every screen that shows
 * one: the history, the reviews, the transfers' results. Namespace `transaction`.
 */
export async function loadTransactionWords(): Promise<'transaction'> {
  await loadNamespace('transaction', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'transaction';
}
