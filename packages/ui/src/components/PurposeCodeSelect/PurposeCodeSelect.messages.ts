import type { UiMessages } from '../../i18n/messages';

/** PurposeCodeSelect's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const purposeCodeSelectEn: Pick<UiMessages, 'purposeCodeList'> = {
  purposeCodeList: 'Purposes of payment',
};
