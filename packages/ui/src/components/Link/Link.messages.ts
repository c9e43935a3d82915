import type { UiMessages } from '../../i18n/messages';

/** Link's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const linkEn: Pick<UiMessages, 'externalLink'> = {
  externalLink: '(opens in a new tab)',
};
