import type { UiMessages } from '../../i18n/messages';

/** NavDrawer's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const navDrawerEn: Pick<UiMessages, 'menu' | 'menuNavigation'> = {
  menu: 'Menu',
  menuNavigation: 'Main',
};
