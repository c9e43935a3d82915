import { loadNamespaceParts } from '@/i18n/i18n';

/**
 * The words of the money screens, English and Arabic, in parts: `common` (the home and what the
 * screens share: balances, wallets, actions, the identity check), `walletPage` (a wallet's details
 * and history), `topup` and `statement`. A screen loads the common words and its own parts: the
 * home does not carry the top-up's words (1.5 KB gzipped) nor the statements'.
 */
const PARTS = {
  common: {
    en: () => import('./locales/en/common.json'),
    ar: () => import('./locales/ar/common.json'),
  },
  walletPage: {
    en: () => import('./locales/en/walletPage.json'),
    ar: () => import('./locales/ar/walletPage.json'),
  },
  topup: {
    en: () => import('./locales/en/topup.json'),
    ar: () => import('./locales/ar/topup.json'),
  },
  statement: {
    en: () => import('./locales/en/statement.json'),
    ar: () => import('./locales/ar/statement.json'),
  },
};

export type MoneyPart = Exclude<keyof typeof PARTS, 'common'>;

/** Loads the common money words and these parts; resolves to the namespace's name. */
export async function loadMoneyNamespace(...parts: MoneyPart[]): Promise<string> {
  await loadNamespaceParts('money', PARTS, ['common', ...parts]);
  return 'money';
}
