// The KYC tables: a submission by its owner (locked for a change), its shareholders and documents
// (never the file's bytes, except to serve one), its events; and the customers' status column.
import type { Selectable } from 'kysely';
import type { KycSubmissionsTable } from '../../db/schema';
import type { Db } from '../../money/ledger';
import type { KycStatus } from './requirements';

export type SubmissionRow = Selectable<KycSubmissionsTable>;

/** Whose submission: an individual's own, or a company's. */
export type Owner =
  { kind: 'individual'; customerId: string } | { kind: 'corporate'; companyId: string };

export function submissionOf(db: Db, owner: Owner, lock = false) {
  let query = db.selectFrom('kyc_submissions').selectAll().where('kind', '=', owner.kind);
  query =
    owner.kind === 'individual'
      ? query.where('customer_id', '=', owner.customerId)
      : query.where('company_id', '=', owner.companyId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Creates the owner's submission unless there is one (two first saves at once make one). */
export async function insertSubmission(
  db: Db,
  owner: Owner,
  startedBy: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('kyc_submissions')
    .values({
      id: crypto.randomUUID(),
      kind: owner.kind,
      customer_id: startedBy,
      company_id: owner.kind === 'corporate' ? owner.companyId : null,
      state: 'in_progress',
      personal: null,
      company: null,
      authorised_person: null,
      rejection: null,
      submitted_at: null,
      decided_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      (owner.kind === 'individual'
        ? oc.column('customer_id').where('kind', '=', 'individual')
        : oc.column('company_id').where('kind', '=', 'corporate')
      ).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function updateSubmission(db: Db, id: string, values: Partial<Omit<SubmissionRow, 'id'>>) {
  return db
    .updateTable('kyc_submissions')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function shareholdersOf(db: Db, submissionId: string) {
  return db
    .selectFrom('kyc_shareholders')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .orderBy('seq')
    .execute();
}

/** The current documents of a submission, without their content. */
export function documentsOf(db: Db, submissionId: string) {
  return db
    .selectFrom('kyc_documents')
    .select([
      'id',
      'document_type',
      'shareholder_id',
      'content_type',
      'size_bytes',
      'file_name',
      'width',
      'height',
      'round',
      'created_at',
    ])
    .where('submission_id', '=', submissionId)
    .where('replaced_at', 'is', null)
    .orderBy('seq')
    .execute();
}
export type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

export function eventsOf(db: Db, submissionId: string) {
  return db
    .selectFrom('kyc_events')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .orderBy('seq')
    .execute();
}

export async function insertEvent(
  db: Db,
  e: {
    submissionId: string;
    from: string;
    to: string;
    actorType: 'customer' | 'operations' | 'auto_review';
    actorId: string | null;
    actorName: string;
    reasons?: unknown[];
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('kyc_events')
    .values({
      id: crypto.randomUUID(),
      submission_id: e.submissionId,
      from_state: e.from,
      to_state: e.to,
      actor_type: e.actorType,
      actor_id: e.actorId,
      actor_name: e.actorName,
      reasons: JSON.stringify(e.reasons ?? []),
      created_at: e.at,
    })
    .execute();
}

/** The KYC status of the owner: the individual, or every user of the company (sub-accounts share it). */
export async function setKycStatus(db: Db, owner: Owner, status: KycStatus): Promise<void> {
  const query = db.updateTable('customers').set({ kyc_status: status });
  await (
    owner.kind === 'individual'
      ? query.where('id', '=', owner.customerId)
      : query.where('company_id', '=', owner.companyId)
  ).execute();
}

/** One current document with its content, if it belongs to this owner's submission. */
export function documentFile(db: Db, owner: Owner, documentId: string) {
  let query = db
    .selectFrom('kyc_documents')
    .innerJoin('kyc_submissions', 'kyc_submissions.id', 'kyc_documents.submission_id')
    .select([
      'kyc_documents.id',
      'kyc_documents.content_type',
      'kyc_documents.content',
      'kyc_documents.file_name',
      'kyc_documents.document_type',
    ])
    .where('kyc_documents.id', '=', documentId)
    .where('kyc_documents.replaced_at', 'is', null)
    .where('kyc_submissions.kind', '=', owner.kind);
  query =
    owner.kind === 'individual'
      ? query.where('kyc_submissions.customer_id', '=', owner.customerId)
      : query.where('kyc_submissions.company_id', '=', owner.companyId);
  return query.executeTakeFirst();
}

export function customerProfile(db: Db, customerId: string) {
  return db
    .selectFrom('customers')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'date_of_birth',
      'nationality',
      'country_of_residence',
      'address',
      'occupation',
      'kyc_status',
      'company_id',
    ])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}
