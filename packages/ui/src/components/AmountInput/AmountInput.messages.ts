import type { UiMessages } from '../../i18n/messages';

/** AmountInput's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const amountInputEn: Pick<
  UiMessages,
  | 'amountInvalidCharacters'
  | 'amountNegative'
  | 'amountMalformed'
  | 'amountTooManyDecimals'
  | 'amountTooLarge'
> = {
  amountInvalidCharacters: 'Enter the amount in numbers only, like 1,234.50',
  amountNegative: 'Enter the amount without a minus sign',
  amountMalformed: 'Enter the amount in the right format, like 1,234.50',
  amountTooManyDecimals: (currency, decimals) =>
    decimals === 0
      ? `${currency} amounts have no decimal places: enter a whole number`
      : `Enter at most ${decimals} digits after the decimal point`,
  amountTooLarge: 'Enter a smaller amount',
};
