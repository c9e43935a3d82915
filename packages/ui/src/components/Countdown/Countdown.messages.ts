import type { UiMessages } from '../../i18n/messages';

/** Countdown's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const countdownEn: Pick<UiMessages, 'countdownExpired' | 'countdownSecondsLeft'> = {
  countdownExpired: 'Time is up',
  countdownSecondsLeft: (s) => (s === 1 ? '1 second left' : `${s} seconds left`),
};
