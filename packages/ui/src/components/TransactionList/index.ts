export {
  TransactionList,
  type TransactionListProps,
  type TransactionListItem,
} from './TransactionList';
export { TransactionRow, type TransactionRowProps, type TransactionKind } from './TransactionRow';
