export { FormField, type FormFieldProps, type FormFieldAction } from './FormField';
export {
  useFieldControl,
  useFieldErrorSlot,
  useFieldLabelId,
  type FieldControlProps,
} from './FieldContext';
export { FieldLabelContent } from './FieldLabel';
export { FieldMessages } from './FieldMessages';
