import { loadNamespace } from '@/i18n/i18n';

/**
 * The words of a beneficiary's bank details (labels, hints, the bank look-up, every problem), shared by
 * the beneficiary form and the external transfer's new recipient.
 */
export async function loadBeneficiaryFormNamespace(): Promise<string> {
  await loadNamespace('beneficiaryForm', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'beneficiaryForm';
}
