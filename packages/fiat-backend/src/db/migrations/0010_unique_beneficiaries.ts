// Migration 0010. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// One live beneficiary per account: a holder cannot save the same external account (IBAN, or
// account number where the country has none, in one currency) or the same internal wallet twice,
// whatever the timing of two requests. Before, a read decided, and two identical requests at the
// same moment both inserted. Duplicates already stored are deleted (soft, as a customer's delete
// is), keeping the oldest, so the index can be built on an existing database.

export const statements: readonly string[] = [
  `UPDATE beneficiaries b SET deleted_at = now()
    WHERE b.deleted_at IS NULL AND EXISTS (
      SELECT 1 FROM beneficiaries o
       WHERE o.deleted_at IS NULL AND o.owner_id = b.owner_id AND o.kind = b.kind
         AND o.currency = b.currency
         AND coalesce(o.iban, o.account_number, o.target_account_id::text)
           = coalesce(b.iban, b.account_number, b.target_account_id::text)
         AND (o.created_at, o.id) < (b.created_at, b.id))`,
  `CREATE UNIQUE INDEX beneficiaries_external_unique
    ON beneficiaries (owner_id, currency, (coalesce(iban, account_number)))
    WHERE deleted_at IS NULL AND kind = 'external'`,
  `CREATE UNIQUE INDEX beneficiaries_internal_unique
    ON beneficiaries (owner_id, target_account_id)
    WHERE deleted_at IS NULL AND kind = 'internal'`,
];
