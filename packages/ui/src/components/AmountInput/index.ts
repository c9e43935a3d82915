export { AmountInput, type AmountInputProps } from './AmountInput';
