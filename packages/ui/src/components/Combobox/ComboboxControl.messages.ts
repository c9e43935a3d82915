import type { UiMessages } from '../../i18n/messages';
import { comboboxShowOptions } from '../../i18n/shared.messages';

/** ComboboxControl's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const comboboxControlEn: Pick<
  UiMessages,
  | 'comboboxShowOptions'
  | 'comboboxNoResults'
  | 'comboboxResults'
  | 'comboboxKeysHint'
  | 'comboboxHighlighted'
  | 'comboboxSelected'
> = {
  comboboxShowOptions,
  comboboxNoResults: 'No results.',
  comboboxResults: (n) => (n === 1 ? '1 result available.' : `${n} results available.`),
  comboboxKeysHint: 'Use up and down arrow keys to move, Enter to choose.',
  comboboxHighlighted: (label, position, count) => `${label}, ${position} of ${count}.`,
  comboboxSelected: (label) => `${label}, selected.`,
};
