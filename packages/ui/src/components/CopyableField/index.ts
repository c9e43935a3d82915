export {
  CopyableField,
  CopyableFieldList,
  type CopyableFieldProps,
  type CopyableFieldListProps,
} from './CopyableField';
