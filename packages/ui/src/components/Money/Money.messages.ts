import type { UiMessages } from '../../i18n/messages';

/** Money's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const moneyEn: Pick<UiMessages, 'moneyHidden' | 'moneyHiddenNamed'> = {
  moneyHidden: 'Balance hidden',
  moneyHiddenNamed: (label) => `${label} hidden`,
};
