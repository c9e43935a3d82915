import type { UiMessages } from '../../i18n/messages';
import { dismiss } from '../../i18n/shared.messages';

/** Alert's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const alertEn: Pick<UiMessages, 'dismiss'> = {
  dismiss,
};
