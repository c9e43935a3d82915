// @bank/ui: the bank's design system. Import the stylesheet once: `import '@bank/ui/style.css'`.
export * from './theme';
export * from './layout';
export { UiProvider, useUi, type UiProviderProps } from './i18n/UiProvider';
export { enMessages, arMessages, type UiMessages } from './i18n/messages';

export * from './components/VisuallyHidden';
export * from './components/Text';
export * from './components/Heading';
export * from './components/Icon';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/FormField';
export * from './components/TextInput';
export * from './components/PasswordInput';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Alert';
export * from './components/Card';
export * from './components/Logo';
export * from './components/FullScreenLoader';
export * from './components/Dialog';
export * from './components/Combobox';
export * from './components/CurrencySelect';
export * from './components/CountrySelect';
export * from './components/NationalitySelect';
export * from './components/PurposeCodeSelect';
export * from './components/DateInput';
