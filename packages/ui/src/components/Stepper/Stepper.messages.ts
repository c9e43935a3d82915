import type { UiMessages } from '../../i18n/messages';
import { stepCompleted, stepUpcoming } from '../../i18n/shared.messages';

/** Stepper's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const stepperEn: Pick<
  UiMessages,
  'stepperLabel' | 'stepOf' | 'stepCompleted' | 'stepUpcoming'
> = {
  stepperLabel: 'Progress',
  stepOf: (current, total) => `Step ${current} of ${total}`,
  stepCompleted,
  stepUpcoming,
};
