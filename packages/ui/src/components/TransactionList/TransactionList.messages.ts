import type { UiMessages } from '../../i18n/messages';
import { loadMore } from '../../i18n/shared.messages';

/** TransactionList's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const transactionListEn: Pick<UiMessages, 'loadMore' | 'transactionsLoading'> = {
  loadMore,
  transactionsLoading: 'Loading transactions',
};
