// Amounts of the flows: a currency's minor units formatted; a virtual asset's by its decimal amount.
import { formatMoney } from '@bank/lookups/amount';
import { isCurrencyCode } from '@bank/lookups/currencies';

export const moneyText = (minor: string, currency: string, decimal?: string) =>
  isCurrencyCode(currency)
    ? formatMoney(minor, currency, { display: 'code' })
    : `${currency} ${decimal ?? minor}`;
