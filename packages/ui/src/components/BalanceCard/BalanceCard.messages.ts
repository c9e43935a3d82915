import type { UiMessages } from '../../i18n/messages';

/** BalanceCard's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const balanceCardEn: Pick<
  UiMessages,
  | 'balanceAvailable'
  | 'balanceOnHold'
  | 'balanceAccount'
  | 'balanceAccountEnding'
  | 'balanceLoading'
> = {
  balanceAvailable: 'Available',
  balanceOnHold: 'On hold',
  balanceAccount: 'Account',
  balanceAccountEnding: (digits) => `ending in ${digits}`,
  balanceLoading: 'Loading balance',
};
