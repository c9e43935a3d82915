import type { UiMessages } from '../../i18n/messages';

/** DateInput's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const dateInputEn: Pick<
  UiMessages,
  | 'dateChoose'
  | 'dateCalendar'
  | 'datePlaceholder'
  | 'dateInvalidFormat'
  | 'dateDoesNotExist'
  | 'dateDisabled'
  | 'dateBeforeMin'
  | 'dateAfterMax'
> = {
  dateChoose: 'Choose date',
  dateCalendar: 'Calendar',
  datePlaceholder: 'DD-MM-YYYY',
  dateInvalidFormat: 'Enter the date as DD-MM-YYYY, for example 27-03-2007',
  dateDoesNotExist: 'This date does not exist: check the day and the month',
  dateDisabled: "You can't select this date.",
  dateBeforeMin: (date) => `Enter a date on or after ${date}`,
  dateAfterMax: (date) => `Enter a date on or before ${date}`,
};
