import type { UiMessages } from '../../i18n/messages';
import { loading } from '../../i18n/shared.messages';

/** Skeleton's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const skeletonEn: Pick<UiMessages, 'loading'> = {
  loading,
};
