export { Combobox, preloadCombobox, type ComboboxProps } from './Combobox';
export { normalizeSearchText, type SearchFields } from './search';
