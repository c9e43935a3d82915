import type { UiMessages } from '../../i18n/messages';

/** SessionOverlay's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const sessionOverlayEn: Pick<
  UiMessages,
  'sessionTitle' | 'sessionEndsIn' | 'sessionKeep' | 'sessionLogout'
> = {
  sessionTitle: 'Your session is about to end',
  sessionEndsIn: (time) => `For your security, you will be logged out in ${time}.`,
  sessionKeep: 'Stay logged in',
  sessionLogout: 'Log out',
};
