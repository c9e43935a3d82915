import type { UiMessages } from '../../i18n/messages';

/** CalendarSlot's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const calendarSlotEn: Pick<UiMessages, 'dateCalendarLoading' | 'dateCalendarFailed'> = {
  dateCalendarLoading: 'Loading the calendar…',
  dateCalendarFailed: 'The calendar could not be loaded. Type the date as DD-MM-YYYY instead.',
};
