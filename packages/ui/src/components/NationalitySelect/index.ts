export { NationalitySelect, type NationalitySelectProps } from './NationalitySelect';
