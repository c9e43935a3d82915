// What a customer with a passkey confirms before adding a beneficiary (issue 26): the payee as the
// bank will store it — the name, the full account (IBAN, account number, or the e-mail of an
// internal payee) and the currency. The passkey's challenge is derived from it, and the session's
// grant names its digest, so a confirmation for one payee cannot add another (malware swapping the
// IBAN after the customer looked gets a refusal). It lives with the passkeys, which the beneficiaries'
// area asks (areas import one way).
import { createHash } from 'node:crypto';
import type { ApprovalStatement, BeneficiaryInput } from '@bank/api-contract';

export function beneficiaryStatement(
  customerId: string,
  input: BeneficiaryInput,
): ApprovalStatement {
  const compact = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();
  return input.kind === 'external'
    ? {
        action: 'add_beneficiary',
        subject_id: customerId,
        amount_minor: '0',
        currency: input.currency,
        payee_name: input.name.trim(),
        payee_account: compact(input.iban) || compact(input.account_number),
      }
    : {
        action: 'add_beneficiary',
        subject_id: customerId,
        amount_minor: '0',
        currency: input.currency ?? '',
        payee_name: input.nickname?.trim() ?? '',
        payee_account: input.account_number ?? input.email?.trim().toLowerCase() ?? '',
      };
}

/** The grant's subject: the digest of the statement confirmed. */
export const statementDigest = (statement: ApprovalStatement) =>
  createHash('sha256').update(JSON.stringify(statement)).digest('base64url');
