import type { UiMessages } from '../../i18n/messages';
import { loadMore } from '../../i18n/shared.messages';

/** Pagination's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const paginationEn: Pick<
  UiMessages,
  'paginationLabel' | 'previousPage' | 'nextPage' | 'pageNumber' | 'pageOf' | 'loadMore'
> = {
  paginationLabel: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageNumber: (page) => `Page ${page}`,
  pageOf: (page, total) => `Page ${page} of ${total}`,
  loadMore,
};
