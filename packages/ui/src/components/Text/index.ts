export { Text, type TextProps } from './Text';
export { Ltr, ltrIsolate, type LtrProps } from './Ltr';
