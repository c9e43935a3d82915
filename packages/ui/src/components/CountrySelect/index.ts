export { CountrySelect, type CountrySelectProps } from './CountrySelect';
