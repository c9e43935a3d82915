import type { UiMessages } from '../../i18n/messages';

/** CopyableField's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const copyableFieldEn: Pick<UiMessages, 'copyNamed'> = {
  copyNamed: (label) => `Copy ${label}`,
};
