import type { UiMessages } from '../../i18n/messages';
import { dismiss } from '../../i18n/shared.messages';

/** Toast's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const toastEn: Pick<UiMessages, 'dismiss' | 'toastRegion'> = {
  dismiss,
  toastRegion: 'Notifications',
};
