export { Money, type MoneyProps } from './Money';
export { formatSignedMoney } from './format';
