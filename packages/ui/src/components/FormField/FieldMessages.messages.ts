import type { UiMessages } from '../../i18n/messages';
import { errorPrefix } from '../../i18n/shared.messages';

/** FieldMessages's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const fieldMessagesEn: Pick<UiMessages, 'errorPrefix'> = {
  errorPrefix,
};
