import type { UiMessages } from '../../i18n/messages';

/** DescriptionList's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const descriptionListEn: Pick<UiMessages, 'change'> = {
  change: 'Change',
};
