import type { UiMessages } from '../../i18n/messages';

/** ErrorSummary's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const errorSummaryEn: Pick<UiMessages, 'errorSummaryTitle'> = {
  errorSummaryTitle: 'There is a problem',
};
