import type { UiMessages } from '../../i18n/messages';

/** Calendar's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const calendarEn: Pick<
  UiMessages,
  'dateMonthDropdown' | 'dateYearDropdown' | 'datePreviousMonth' | 'dateNextMonth' | 'dateDayLabel'
> = {
  dateMonthDropdown: 'Choose the month',
  dateYearDropdown: 'Choose the year',
  datePreviousMonth: 'Previous month',
  dateNextMonth: 'Next month',
  dateDayLabel: (day, today, selected) =>
    `${today ? 'Today, ' : ''}${day}${selected ? ', selected' : ''}`,
};
