import type { UiMessages } from '../../i18n/messages';
import { comboboxShowOptions } from '../../i18n/shared.messages';

/** ComboboxStandIn's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const comboboxStandInEn: Pick<
  UiMessages,
  'comboboxShowOptions' | 'comboboxLoading' | 'comboboxLoadFailed'
> = {
  comboboxShowOptions,
  comboboxLoading: 'Loading the options…',
  comboboxLoadFailed: 'The options could not be loaded. Check your connection and reload the page.',
};
