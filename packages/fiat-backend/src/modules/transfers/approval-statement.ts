// What a customer approves when they confirm an external transfer with a passkey: the amount that
// leaves their wallet (with the fee when they pay it), its currency and the payee in full. The
// approval's challenge is derived from this statement (passkeys/approval.ts), computed from the
// stored transfer both when the approval starts and when it is checked.
import type { ApprovalStatement } from '@bank/api-contract';
import type { TxRow } from '../../money/records';
import { details } from '../../money/records';

export function externalTransferStatement(row: TxRow): ApprovalStatement {
  const payee = details(row).beneficiary;
  const debit = row.charges === 'BEN' ? row.amount : row.amount + row.fee;
  return {
    action: 'confirm_external_transfer',
    subject_id: row.id,
    amount_minor: debit.toString(),
    currency: row.currency,
    payee_name: payee?.name ?? '',
    payee_account: payee?.iban ?? payee?.account_number ?? '',
  };
}
