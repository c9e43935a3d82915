import type { UiMessages } from '../../i18n/messages';
import { fileRemove, fileSize } from '../../i18n/shared.messages';

/** DocumentTile's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const documentTileEn: Pick<
  UiMessages,
  | 'fileRemove'
  | 'fileSize'
  | 'uploadUploading'
  | 'uploadUploaded'
  | 'uploadRejected'
  | 'uploadProgress'
  | 'uploadReplace'
  | 'uploadReplaceNamed'
> = {
  fileRemove,
  fileSize,
  uploadUploading: (percent) => `Uploading, ${percent}%`,
  uploadUploaded: 'Uploaded',
  uploadRejected: 'Not accepted',
  uploadProgress: (name) => `Upload of ${name}`,
  uploadReplace: 'Replace',
  uploadReplaceNamed: (name) => `Replace ${name}`,
};
