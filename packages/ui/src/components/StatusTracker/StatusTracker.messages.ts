import type { UiMessages } from '../../i18n/messages';
import { stepCompleted, stepUpcoming } from '../../i18n/shared.messages';

/** StatusTracker's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const statusTrackerEn: Pick<
  UiMessages,
  'stepCompleted' | 'stepUpcoming' | 'trackerFailed' | 'trackerReturned'
> = {
  stepCompleted,
  stepUpcoming,
  trackerFailed: 'Failed:',
  trackerReturned: 'Returned:',
};
