import type { UiMessages } from '../../i18n/messages';

/** Logo's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const logoEn: Pick<UiMessages, 'logoLabel'> = {
  logoLabel: 'Bank',
};
