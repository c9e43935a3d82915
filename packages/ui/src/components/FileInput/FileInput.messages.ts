import type { UiMessages } from '../../i18n/messages';
import { errorPrefix, fileRemove, fileSize } from '../../i18n/shared.messages';
import { enSize, orList } from '../../i18n/format';

/** FileInput's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const fileInputEn: Pick<
  UiMessages,
  | 'errorPrefix'
  | 'fileChoose'
  | 'fileChooseMany'
  | 'fileDropHint'
  | 'fileChosen'
  | 'fileRemove'
  | 'fileAdded'
  | 'fileRemoved'
  | 'fileWrongType'
  | 'fileTooLarge'
  | 'fileTooMany'
  | 'fileEmpty'
  | 'fileRequirements'
  | 'fileSize'
> = {
  errorPrefix,
  fileChoose: 'Choose a file',
  fileChooseMany: 'Choose files',
  fileDropHint: 'or drag and drop here',
  fileChosen: 'Chosen files',
  fileRemove,
  fileAdded: (name) => `${name} added.`,
  fileRemoved: (name) => `${name} removed.`,
  fileWrongType: (types) => `The file must be a ${orList(types, 'or')}`,
  fileTooLarge: (max) => `The file must be smaller than ${enSize(max)}`,
  fileTooMany: (max) => (max === 1 ? 'Choose only 1 file' : `Choose up to ${max} files`),
  fileEmpty: 'The file is empty',
  fileRequirements: (types, max) =>
    `${orList(types, 'or')}${max ? `, smaller than ${enSize(max)}` : ''}`,
  fileSize,
};
