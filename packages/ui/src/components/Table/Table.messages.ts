import type { UiMessages } from '../../i18n/messages';
import { loading } from '../../i18n/shared.messages';

/** Table's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const tableEn: Pick<UiMessages, 'loading'> = {
  loading,
};
