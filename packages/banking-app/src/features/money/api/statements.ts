import { api } from '@/api/api';

export interface StatementQuery {
  from: string;
  to: string;
  format: 'pdf' | 'csv';
  /** One wallet's currency, or every wallet. */
  currency?: string;
}

/**
 * GET /transaction/statement or /transaction/wire_statement as a file (Blob), through the
 * authenticated client: the token travels in the Authorization header, never in a URL.
 */
export function downloadStatement(kind: 'transactions' | 'wires', query: StatementQuery) {
  const id = kind === 'wires' ? 'downloadWireSummary' : 'downloadTransactionSummary';
  return api().call(id, { searchParams: { ...query }, responseType: 'blob' });
}
