// A submission as the customer sees it: the state, every item needed with its status (and the
// reason of a rejected one), the drafts, shareholders, documents, history and the next step.
import type { KycPersonalDetails, KycSubmission } from '@bank/api-contract';
import type { Db } from '../../money/ledger';
import type { AuthInfo } from '../../security/sessions';
import {
  customerProfile,
  documentsOf,
  eventsOf,
  shareholdersOf,
  submissionOf,
  type DocumentRow,
  type Owner,
  type SubmissionRow,
} from './queries';
import {
  authorisedComplete,
  companyComplete,
  itemStatus,
  percentOf,
  personalComplete,
  requiredItems,
  shareholderItem,
  STATUS_OF,
  type AuthorisedPerson,
  type CompanyDetails,
  type ItemStatus,
  type KycState,
  type KycStatus,
  type Reason,
} from './requirements';

/** Who asks: whose submission it is, and whether they may manage it (individuals, corporate administrators). */
export interface KycCaller {
  customerId: string;
  owner: Owner;
  manages: boolean;
}

export function callerOf(auth: AuthInfo): KycCaller {
  if (auth.userType === 'corporate' && auth.companyId) {
    return {
      customerId: auth.customerId,
      owner: { kind: 'corporate', companyId: auth.companyId },
      manages: auth.customerType === 'admin',
    };
  }
  return {
    customerId: auth.customerId,
    owner: { kind: 'individual', customerId: auth.customerId },
    manages: true,
  };
}

const json = <T>(text: string | null, fallback: T): T =>
  text ? (JSON.parse(text) as T) : fallback;
export const rejectionOf = (sub: Pick<SubmissionRow, 'rejection'>) =>
  json<Reason[]>(sub.rejection, []);
export const fixedOf = (sub: Pick<SubmissionRow, 'fixed'>) => json<string[]>(sub.fixed, []);
export const personalOf = (sub: Pick<SubmissionRow, 'personal'>) =>
  json<KycPersonalDetails | null>(sub.personal, null);
export const companyOf = (sub: Pick<SubmissionRow, 'company'>) =>
  json<CompanyDetails | null>(sub.company, null);
export const authorisedOf = (sub: Pick<SubmissionRow, 'authorised_person'>) =>
  json<AuthorisedPerson | null>(sub.authorised_person, null);

/** Where a document stands: its item (its type, or its shareholder's). */
const itemOfDocument = (d: Pick<DocumentRow, 'document_type' | 'shareholder_id'>) =>
  d.shareholder_id ? shareholderItem(d.shareholder_id) : d.document_type;

/** Every item of a submission with whether it is provided, and its status in the submission's state. */
export async function itemsOf(db: Db, sub: SubmissionRow) {
  const [shareholders, documents] = await Promise.all([
    shareholdersOf(db, sub.id),
    documentsOf(db, sub.id),
  ]);
  const personal = personalOf(sub);
  const totalBps = shareholders.reduce((sum, s) => sum + s.share_bps, 0);
  const present = new Set(documents.map(itemOfDocument));
  const provided = (item: string): boolean => {
    if (item === 'personal_details') return personalComplete(personal);
    if (item === 'company_details') return companyComplete(companyOf(sub));
    if (item === 'authorised_person') return authorisedComplete(authorisedOf(sub));
    if (item === 'shareholders') return shareholders.length > 0 && totalBps <= 10_000;
    return present.has(item);
  };
  const rejection = rejectionOf(sub);
  const fixed = fixedOf(sub);
  const state = sub.state as KycState;
  const items = requiredItems(
    sub.kind,
    personal,
    shareholders.map((s) => s.id),
  ).map((item) => {
    const status = itemStatus(state, item, provided(item), rejection, fixed);
    return {
      item,
      status,
      rejection_reason:
        status === 'rejected' ? (rejection.find((r) => r.item === item)?.reason ?? null) : null,
    };
  });
  const statusOf = (item: string): { status: ItemStatus; reason: string | null } => {
    const found = items.find((i) => i.item === item);
    return found
      ? { status: found.status, reason: found.rejection_reason }
      : { status: itemStatus(state, item, true, rejection, fixed), reason: null };
  };
  return { items, shareholders, documents, totalBps, statusOf, rejection };
}

function documentView(
  d: DocumentRow,
  statusOf: (item: string) => { status: ItemStatus; reason: string | null },
) {
  const { status, reason } = statusOf(itemOfDocument(d));
  return {
    document_id: d.id,
    document_type: d.document_type as KycSubmission['documents'][number]['document_type'],
    shareholder_id: d.shareholder_id,
    content_type: d.content_type,
    size_bytes: d.size_bytes,
    file_name: d.file_name,
    width: d.width,
    height: d.height,
    uploaded_at: d.created_at.toISOString(),
    status,
    rejection_reason: reason,
  };
}

function nextStep(
  state: KycState,
  caller: KycCaller,
  items: { item: string; status: ItemStatus }[],
): string {
  if (state === 'approved') return 'done';
  if (!caller.manages) return 'administrator';
  if (state === 'submitted' || state === 'under_review') return 'wait';
  return items.find((i) => i.status === 'missing' || i.status === 'rejected')?.item ?? 'submit';
}

/** The drafts of someone who has not started: their profile (and the company's registered name). */
export async function prefilled(
  db: Db,
  caller: KycCaller,
): Promise<{ personal: KycPersonalDetails; company: CompanyDetails | null; status: KycStatus }> {
  const c = await customerProfile(db, caller.customerId);
  const personal: KycPersonalDetails = {};
  for (const key of [
    'first_name',
    'last_name',
    'date_of_birth',
    'nationality',
    'country_of_residence',
    'occupation',
  ] as const) {
    const value = c[key];
    if (value) personal[key] = value;
  }
  if (c.address)
    personal.address = JSON.parse(c.address) as NonNullable<KycPersonalDetails['address']>;
  let company: CompanyDetails | null = null;
  if (caller.owner.kind === 'corporate') {
    const row = await db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', caller.owner.companyId)
      .executeTakeFirst();
    company = row ? { legal_name: row.name } : {};
  }
  return { personal, company, status: c.kyc_status };
}

/** The submission of the caller (their own, or their company's), as the KYC calls answer it. */
export async function kycView(db: Db, caller: KycCaller): Promise<KycSubmission> {
  const sub = await submissionOf(db, caller.owner);
  const kind = caller.owner.kind;
  if (!sub) {
    // Nothing saved yet. A status set without a submission (the demo seed, customers from before
    // KYC submissions existed) is shown as the state it stands for.
    const { personal, company, status } = await prefilled(db, caller);
    const state: KycState =
      status === 'approved' ? 'approved' : status === 'pending' ? 'under_review' : 'not_started';
    const items =
      state === 'not_started'
        ? requiredItems(kind, personal, []).map((item) => ({
            item,
            status: 'missing' as const,
            rejection_reason: null,
          }))
        : [];
    return {
      submission_id: null,
      kind,
      state,
      kyc_status: status,
      round: 1,
      can_edit: caller.manages && state === 'not_started',
      can_submit: false,
      next_step: nextStep(state, caller, items),
      items,
      personal_details: caller.manages ? personal : null,
      company_details: company,
      authorised_person: null,
      shareholders: [],
      shares_total_percent: '0.00',
      documents: [],
      rejection_reasons: [],
      history: [],
      submitted_at: null,
      decided_at: null,
    };
  }
  const state = sub.state as KycState;
  const { items, shareholders, documents, totalBps, statusOf, rejection } = await itemsOf(db, sub);
  const events = await eventsOf(db, sub.id);
  const editable = caller.manages && ['in_progress', 'rejected', 'resubmission'].includes(state);
  const documentOf = (shareholderId: string) =>
    documents.find((d) => d.shareholder_id === shareholderId);
  return {
    submission_id: sub.id,
    kind,
    state,
    kyc_status: STATUS_OF[state],
    round: sub.round,
    can_edit: editable,
    can_submit:
      editable &&
      state !== 'rejected' &&
      items.every((i) => i.status !== 'missing' && i.status !== 'rejected'),
    next_step: nextStep(state, caller, items),
    items,
    personal_details: caller.manages ? personalOf(sub) : null,
    company_details: kind === 'corporate' ? companyOf(sub) : null,
    authorised_person: caller.manages ? authorisedOf(sub) : null,
    shareholders: caller.manages
      ? shareholders.map((s) => {
          const doc = documentOf(s.id);
          return {
            shareholder_id: s.id,
            name: s.name,
            nationality: s.nationality,
            share_percent: percentOf(s.share_bps),
            document: doc ? documentView(doc, statusOf) : null,
          };
        })
      : [],
    shares_total_percent: percentOf(totalBps),
    documents: caller.manages ? documents.map((d) => documentView(d, statusOf)) : [],
    rejection_reasons: rejection,
    history: events.map((e) => ({
      from_state: e.from_state as KycState,
      to_state: e.to_state as KycState,
      actor_type: e.actor_type,
      actor_name: e.actor_name,
      reasons: JSON.parse(e.reasons) as Reason[],
      created_at: e.created_at.toISOString(),
    })),
    submitted_at: sub.submitted_at?.toISOString() ?? null,
    decided_at: sub.decided_at?.toISOString() ?? null,
  };
}
