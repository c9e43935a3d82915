import type { UiMessages } from '../../i18n/messages';

/** NationalitySelect's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const nationalitySelectEn: Pick<UiMessages, 'nationalityList'> = {
  nationalityList: 'Nationalities',
};
