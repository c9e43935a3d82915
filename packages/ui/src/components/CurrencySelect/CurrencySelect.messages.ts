import type { UiMessages } from '../../i18n/messages';

/** CurrencySelect's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const currencySelectEn: Pick<UiMessages, 'currencyList'> = {
  currencyList: 'Currencies',
};
