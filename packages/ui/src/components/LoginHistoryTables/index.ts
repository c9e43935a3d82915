export {
  LoginHistoryTables,
  type LoginHistoryTablesProps,
  type LoginActivity,
  type LoginEntry,
} from './LoginHistoryTables';
