import type { UiMessages } from '../../i18n/messages';

/** CopyButton's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const copyButtonEn: Pick<
  UiMessages,
  'copy' | 'copied' | 'copiedAnnouncement' | 'copyFailed'
> = {
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: 'Copied to the clipboard.',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
};
