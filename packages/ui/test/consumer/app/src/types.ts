// Type-level checks of the published declarations, compiled by tsc with `strict` and
// `skipLibCheck: false` (../tsconfig.json): a currency code must be one of the bank's 29, so each
// `@ts-expect-error` below fails the check if the type has decayed to `any` or `string` (as it
// did while @bank/ui's declarations pointed at an unpublished @bank/lookups).
import { formatMoney, type CurrencyCode } from '@bank/lookups';
import type { AmountInputProps, CurrencySelectProps, MoneyProps } from '@bank/ui';

export const chosen: CurrencySelectProps['value'] = 'AED';
// @ts-expect-error 'XYZ' is not a currency of the bank
export const unknownChoice: CurrencySelectProps['value'] = 'XYZ';
// @ts-expect-error 'XYZ' is not a currency of the bank
export const unknownCode: CurrencyCode = 'XYZ';
// @ts-expect-error an amount is never a float
export const floatAmount: MoneyProps = { amount: 12.5, currency: 'USD' };
export const dirhams: MoneyProps = { amount: 123450n, currency: 'AED' };
export const amountCurrency: AmountInputProps['currency'] = 'BHD';
export const price: string = formatMoney(123450n, 'AED');
