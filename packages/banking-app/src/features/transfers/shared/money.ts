// Amounts of the flows: the display of a (currency, minor units) pair, whatever the currency.
import { formatMoney } from '@bank/lookups/amount';
import { isCurrencyCode } from '@bank/lookups/currencies';

export const moneyText = (minor: string, currency: string) =>
  isCurrencyCode(currency) ? formatMoney(minor, currency, { display: 'code' }) : `${currency} ${minor}`;
