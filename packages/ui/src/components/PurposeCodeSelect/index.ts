export { PurposeCodeSelect, type PurposeCodeSelectProps } from './PurposeCodeSelect';
