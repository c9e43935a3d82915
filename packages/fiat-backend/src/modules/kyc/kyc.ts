// The customer's side of KYC: drafts saved step by step (sections, shareholders, documents), each
// change under the submission's row lock; the first change starts the submission (not_started →
// in_progress) and the first change after a rejection starts a resubmission (a new round, where only
// what was rejected, or is missing, may change); submission when every item is there.
import type {
  addKycShareholder,
  KycPersonalDetails,
  ParsedBody,
  saveKycAuthorisedPerson,
  saveKycCompanyDetails,
  updateKycShareholder,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { Db } from '../../money/ledger';
import { expiryProblem } from '../customers/dates';
import { checkDocumentFile } from './files';
import {
  customerProfile,
  insertEvent,
  insertSubmission,
  setKycStatus,
  shareholdersOf,
  submissionOf,
  updateSubmission,
  type SubmissionRow,
} from './queries';
import {
  allowedTypes,
  checkAuthorised,
  checkCompany,
  checkNationality,
  checkPersonal,
  COMPANY_DOCUMENTS,
  percentOf,
  PERSONAL_DOCUMENTS,
  shareBps,
  shareholderItem,
  STATUS_OF,
  submitProblems,
  type KycState,
} from './requirements';
import { autoReview } from './review';
import {
  authorisedOf,
  companyOf,
  fixedOf,
  itemsOf,
  kycView,
  personalOf,
  prefilled,
  rejectionOf,
  type KycCaller,
} from './view';

const PERSONAL_ITEMS = new Set<string>(['personal_details', ...PERSONAL_DOCUMENTS]);

async function actorName(db: Db, customerId: string): Promise<string> {
  const c = await customerProfile(db, customerId);
  return [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email;
}

function requireManager(caller: KycCaller): void {
  if (!caller.manages)
    throw new ApiError(
      'forbidden',
      "Only your company's administrators can complete its verification.",
    );
}

function requireCorporate(caller: KycCaller): void {
  if (caller.owner.kind !== 'corporate')
    throw new ApiError(
      'forbidden',
      'Company details, shareholders and company documents are for business accounts.',
    );
}

const list = (items: string[]) => items.join(', ');

/** Whether `item` may change in the submission's state; throws invalid_state (or forbidden) when not. */
async function checkEditable(
  db: Db,
  caller: KycCaller,
  sub: SubmissionRow,
  item: string,
): Promise<void> {
  if (
    sub.kind === 'corporate' &&
    PERSONAL_ITEMS.has(item) &&
    sub.customer_id !== caller.customerId
  ) {
    throw new ApiError(
      'forbidden',
      `Your own identity documents and details are given by the administrator who started the company's verification (${await actorName(db, sub.customer_id)}).`,
    );
  }
  const state = sub.state as KycState;
  if (state === 'in_progress') return;
  if (state === 'submitted' || state === 'under_review')
    throw new ApiError(
      'invalid_state',
      'Your verification is being reviewed: nothing can change until the bank has decided.',
    );
  if (state === 'approved')
    throw new ApiError(
      'invalid_state',
      'Your verification is approved: there is nothing left to change.',
    );
  const rejected = rejectionOf(sub).map((r) => r.item);
  const { items } = await itemsOf(db, sub);
  const missing = items.filter((i) => i.status === 'missing').map((i) => i.item);
  const viaShareholders = item.startsWith('shareholder_id:') && rejected.includes('shareholders');
  if (!rejected.includes(item) && !missing.includes(item) && !viaShareholders) {
    throw new ApiError(
      'invalid_state',
      `Only what was rejected can change now: ${list(rejected)}.`,
    );
  }
}

/**
 * Makes one change to the caller's draft, in one transaction with the submission locked: starts the
 * submission on the first change, a resubmission on the first change after a rejection.
 */
async function change(
  ctx: AppContext,
  caller: KycCaller,
  item: string,
  apply: (tx: Db, sub: SubmissionRow) => Promise<Partial<SubmissionRow> | void>,
) {
  requireManager(caller);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    let sub = await submissionOf(tx, caller.owner, true);
    if (!sub) {
      const status = (await customerProfile(tx, caller.customerId)).kyc_status;
      if (status === 'approved' || status === 'pending')
        throw new ApiError(
          'invalid_state',
          status === 'approved'
            ? 'Your verification is approved: there is nothing left to change.'
            : 'Your verification is being reviewed: nothing can change until the bank has decided.',
        );
      const started = await insertSubmission(tx, caller.owner, caller.customerId, now);
      sub = await submissionOf(tx, caller.owner, true);
      if (!sub) throw new Error('kyc submission vanished');
      if (started) {
        // The drafts start from what the bank knows: the profile (and the company's registered name).
        const known = await prefilled(tx, caller);
        sub = await updateSubmission(tx, sub.id, {
          personal: JSON.stringify(known.personal),
          company: known.company ? JSON.stringify(known.company) : null,
        });
        await insertEvent(tx, {
          submissionId: sub.id,
          from: 'not_started',
          to: 'in_progress',
          actorType: 'customer',
          actorId: caller.customerId,
          actorName: await actorName(tx, caller.customerId),
          at: now,
        });
      }
    }
    await checkEditable(tx, caller, sub, item);
    const values: Partial<SubmissionRow> = { ...(await apply(tx, sub)), updated_at: now };
    if (sub.state === 'rejected') {
      Object.assign(values, {
        state: 'resubmission',
        round: sub.round + 1,
        fixed: JSON.stringify([item]),
      });
      await insertEvent(tx, {
        submissionId: sub.id,
        from: 'rejected',
        to: 'resubmission',
        actorType: 'customer',
        actorId: caller.customerId,
        actorName: await actorName(tx, caller.customerId),
        at: now,
      });
    } else if (sub.state === 'resubmission') {
      values.fixed = JSON.stringify([...new Set([...fixedOf(sub), item])]);
    }
    await updateSubmission(tx, sub.id, values);
  });
  return { data: await kycView(ctx.db, caller) };
}

export function savePersonal(ctx: AppContext, caller: KycCaller, body: KycPersonalDetails) {
  const checked = checkPersonal(body, ctx.clock.now());
  return change(ctx, caller, 'personal_details', async (_tx, sub) => ({
    personal: JSON.stringify({ ...personalOf(sub), ...checked }),
  }));
}

export function saveCompany(
  ctx: AppContext,
  caller: KycCaller,
  body: ParsedBody<typeof saveKycCompanyDetails>,
) {
  requireCorporate(caller);
  const checked = checkCompany(body, ctx.clock.now());
  return change(ctx, caller, 'company_details', async (_tx, sub) => ({
    company: JSON.stringify({ ...companyOf(sub), ...checked }),
  }));
}

export function saveAuthorised(
  ctx: AppContext,
  caller: KycCaller,
  body: ParsedBody<typeof saveKycAuthorisedPerson>,
) {
  requireCorporate(caller);
  const checked = checkAuthorised(body, ctx.clock.now());
  return change(ctx, caller, 'authorised_person', async (_tx, sub) => ({
    authorised_person: JSON.stringify({ ...authorisedOf(sub), ...checked }),
  }));
}

/** The shares after this change may not pass 100 %. */
async function checkShares(
  tx: Db,
  sub: SubmissionRow,
  bps: number,
  except?: string,
): Promise<void> {
  const others = (await shareholdersOf(tx, sub.id))
    .filter((s) => s.id !== except)
    .reduce((sum, s) => sum + s.share_bps, 0);
  if (others + bps > 10_000) {
    const message = `The shares would add up to ${percentOf(others + bps)} %: at most 100 % in total (${percentOf(10_000 - others)} % is left).`;
    throw new ApiError('validation_error', message, { fields: { share_percent: message } });
  }
}

export function addShareholder(
  ctx: AppContext,
  caller: KycCaller,
  body: ParsedBody<typeof addKycShareholder>,
) {
  requireCorporate(caller);
  checkNationality(body.nationality);
  const bps = shareBps(body.share_percent);
  return change(ctx, caller, 'shareholders', async (tx, sub) => {
    await checkShares(tx, sub, bps);
    const now = ctx.clock.now();
    await tx
      .insertInto('kyc_shareholders')
      .values({
        id: crypto.randomUUID(),
        submission_id: sub.id,
        name: body.name,
        nationality: body.nationality,
        share_bps: bps,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}

async function shareholderOf(tx: Db, sub: SubmissionRow, id: string) {
  const found = (await shareholdersOf(tx, sub.id)).find((s) => s.id === id);
  if (!found)
    throw new ApiError('not_found', "There is no such shareholder in your company's verification.");
  return found;
}

export function updateShareholder(
  ctx: AppContext,
  caller: KycCaller,
  id: string,
  body: ParsedBody<typeof updateKycShareholder>,
) {
  requireCorporate(caller);
  checkNationality(body.nationality);
  const bps = shareBps(body.share_percent);
  return change(ctx, caller, 'shareholders', async (tx, sub) => {
    await shareholderOf(tx, sub, id);
    await checkShares(tx, sub, bps, id);
    await tx
      .updateTable('kyc_shareholders')
      .set({
        name: body.name,
        nationality: body.nationality,
        share_bps: bps,
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', id)
      .execute();
  });
}

export function removeShareholder(ctx: AppContext, caller: KycCaller, id: string) {
  requireCorporate(caller);
  return change(ctx, caller, 'shareholders', async (tx, sub) => {
    await shareholderOf(tx, sub, id);
    await tx.deleteFrom('kyc_shareholders').where('id', '=', id).execute();
  });
}

/** Stores a checked file as the current document of its type (or of its shareholder); the previous one is kept, replaced. */
export async function uploadDocument(
  ctx: AppContext,
  caller: KycCaller,
  documentType: string,
  shareholderId: string | null,
  raw: Buffer,
  fileName: string | undefined,
) {
  requireManager(caller);
  if (shareholderId || COMPANY_DOCUMENTS.includes(documentType as never)) requireCorporate(caller);
  const file = await checkDocumentFile(
    raw,
    allowedTypes(documentType),
    ctx.config.kyc.maxFileBytes,
  );
  const item = shareholderId ? shareholderItem(shareholderId) : documentType;
  return change(ctx, caller, item, async (tx, sub) => {
    if (shareholderId) await shareholderOf(tx, sub, shareholderId);
    const now = ctx.clock.now();
    let current = tx
      .updateTable('kyc_documents')
      .set({ replaced_at: now })
      .where('submission_id', '=', sub.id)
      .where('document_type', '=', documentType)
      .where('replaced_at', 'is', null);
    if (shareholderId) current = current.where('shareholder_id', '=', shareholderId);
    await current.execute();
    await tx
      .insertInto('kyc_documents')
      .values({
        id: crypto.randomUUID(),
        submission_id: sub.id,
        document_type: documentType,
        shareholder_id: shareholderId,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        sha256: file.sha256,
        file_name: fileName ?? null,
        width: file.width,
        height: file.height,
        content: file.bytes,
        round: sub.round,
        uploaded_by: caller.customerId,
        created_at: now,
        replaced_at: null,
      })
      .execute();
  });
}

/** Submits for review: every item there, every rejected one replaced; then the sandbox may decide at once. */
export async function submit(
  ctx: AppContext,
  caller: KycCaller,
  review: 'approve' | 'reject' | 'off' = ctx.config.kyc.autoReview,
) {
  requireManager(caller);
  const now = ctx.clock.now();
  const submitted = await ctx.db.transaction().execute(async (tx) => {
    const sub = await submissionOf(tx, caller.owner, true);
    const state = (sub?.state ?? 'not_started') as KycState | 'not_started';
    if (!sub || !['in_progress', 'resubmission', 'rejected'].includes(state)) {
      throw new ApiError(
        'invalid_state',
        state === 'not_started'
          ? 'Nothing has been saved yet: start with your personal details.'
          : `Your verification is ${state.replace('_', ' ')}: there is nothing to submit.`,
      );
    }
    const { items, totalBps } = await itemsOf(tx, sub);
    const fields = submitProblems(items, totalBps, sub.kind);
    const personal = personalOf(sub);
    if (personal?.identity_document_expiry && expiryProblem(personal.identity_document_expiry, now))
      fields.personal_details =
        'The identity document has expired since it was saved: use a valid one.';
    if (Object.keys(fields).length) {
      const message = `Before submitting, complete: ${list(Object.keys(fields))}.`;
      throw new ApiError('validation_error', message, { fields });
    }
    await updateSubmission(tx, sub.id, { state: 'submitted', submitted_at: now, updated_at: now });
    await insertEvent(tx, {
      submissionId: sub.id,
      from: state,
      to: 'submitted',
      actorType: 'customer',
      actorId: caller.customerId,
      actorName: await actorName(tx, caller.customerId),
      at: now,
    });
    await setKycStatus(tx, caller.owner, STATUS_OF.submitted);
    return sub;
  });
  if (review !== 'off') await autoReview(ctx, submitted.id, review);
  return { data: await kycView(ctx.db, caller) };
}
