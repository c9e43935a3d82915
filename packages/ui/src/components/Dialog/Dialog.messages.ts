import type { UiMessages } from '../../i18n/messages';

/** Dialog's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const dialogEn: Pick<UiMessages, 'close'> = {
  close: 'Close',
};
