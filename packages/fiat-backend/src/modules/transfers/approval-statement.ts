// What a customer approves with a passkey: the amount that leaves the wallet (with the fee when its
// sender pays it), its currency and the payee in full. The approval's challenge is derived from this
// statement (passkeys/approval.ts), computed from the stored transaction both when the approval
// starts and when it is checked: confirming one's own external transfer, or an approver's approval
// of a transaction prepared in their company.
import type { ApprovalAction, ApprovalStatement } from '@bank/api-contract';
import type { TxRow } from '../../money/records';
import { details } from '../../money/records';

export function approvalStatement(row: TxRow, action: ApprovalAction): ApprovalStatement {
  const d = details(row);
  const payee = d.beneficiary;
  const debit =
    row.type === 'external_transfer' && row.charges === 'BEN' ? row.amount : row.amount + row.fee;
  return {
    action,
    subject_id: row.id,
    amount_minor: debit.toString(),
    currency: row.currency,
    payee_name:
      payee?.name ??
      d.counterparty?.name ??
      (row.dest_currency ? `${row.currency} → ${row.dest_currency}` : ''),
    payee_account: payee?.iban ?? payee?.account_number ?? '',
  };
}
