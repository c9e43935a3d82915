import { loadNamespace } from '@/i18n/i18n';

export async function loadTransactionsNamespace(): Promise<string> {
  await loadNamespace('transactions', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'transactions';
}
