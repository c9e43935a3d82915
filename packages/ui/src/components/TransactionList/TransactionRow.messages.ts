import type { UiMessages } from '../../i18n/messages';

/** TransactionRow's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const transactionRowEn: Pick<UiMessages, 'transactionAmount'> = {
  transactionAmount: 'Amount',
};
