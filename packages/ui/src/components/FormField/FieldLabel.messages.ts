import type { UiMessages } from '../../i18n/messages';

/** FieldLabel's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const fieldLabelEn: Pick<UiMessages, 'required' | 'optional'> = {
  required: 'required',
  optional: '(Optional)',
};
