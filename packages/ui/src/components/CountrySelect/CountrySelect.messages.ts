import type { UiMessages } from '../../i18n/messages';

/** CountrySelect's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const countrySelectEn: Pick<UiMessages, 'countryList'> = {
  countryList: 'Countries',
};
