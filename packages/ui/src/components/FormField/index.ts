export { FormField, type FormFieldProps, type FormFieldAction } from './FormField';
export { useFieldControl, useFieldLabelId, type FieldControlProps } from './FieldContext';
export { FieldLabelContent } from './FieldLabel';
export { FieldMessages } from './FieldMessages';
