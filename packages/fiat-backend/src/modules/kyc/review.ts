// The bank's side of KYC: operations (the kyc:review command) or the sandbox auto-review take a
// submitted submission under review, then approve it (its details become the profile, the status
// "approved" opens the gated money features) or reject it with a reason per item. Each transition is
// recorded with who made it; the customer is told by e-mail.
import type { KycSubmission } from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { Db } from '../../money/ledger';
import { normaliseEmail } from '../customers/customers';
import {
  insertEvent,
  setKycStatus,
  submissionOf,
  updateSubmission,
  type Owner,
  type SubmissionRow,
} from './queries';
import { STATUS_OF, type KycState, type Reason } from './requirements';
import { itemsOf, kycView, personalOf, companyOf } from './view';

export type Decision = 'review' | 'approve' | 'reject';
/** What a decision needs (the review command builds just this, without a server). */
export type ReviewContext = Pick<AppContext, 'db' | 'clock' | 'notifier'>;
export interface Reviewer {
  type: 'operations' | 'auto_review';
  name: string;
}

const SANDBOX: Reviewer = { type: 'auto_review', name: 'Sandbox auto-review' };

/** What the sandbox rejects: the selfie of a person, the trade licence of a company. */
const SANDBOX_REASONS: Record<'individual' | 'corporate', Reason> = {
  individual: {
    item: 'selfie',
    reason:
      'Sandbox review: the selfie is not clear enough. Take it again facing the camera, in good light.',
  },
  corporate: {
    item: 'trade_licence',
    reason: 'Sandbox review: the trade licence is not readable. Upload a clear scan of every page.',
  },
};

async function ownerByEmail(db: Db, email: string): Promise<{ owner: Owner; customerId: string }> {
  const c = await db
    .selectFrom('customers')
    .select(['id', 'user_type', 'company_id'])
    .where('email_normalized', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!c) throw new ApiError('not_found', `No customer has the e-mail address ${email}.`);
  return {
    owner:
      c.user_type === 'corporate' && c.company_id
        ? { kind: 'corporate', companyId: c.company_id }
        : { kind: 'individual', customerId: c.id },
    customerId: c.id,
  };
}

/** The submission's details become the profile: the person's (the individual, or the administrator who gave their own KYC), and the company's legal name. */
async function applyDetails(tx: Db, sub: SubmissionRow, now: Date): Promise<void> {
  const p = personalOf(sub);
  if (p) {
    await tx
      .updateTable('customers')
      .set({
        ...(p.first_name ? { first_name: p.first_name } : {}),
        ...(p.last_name ? { last_name: p.last_name } : {}),
        ...(p.date_of_birth ? { date_of_birth: p.date_of_birth } : {}),
        ...(p.nationality ? { nationality: p.nationality } : {}),
        ...(p.country_of_residence ? { country_of_residence: p.country_of_residence } : {}),
        ...(p.address ? { address: JSON.stringify(p.address) } : {}),
        ...(p.occupation ? { occupation: p.occupation } : {}),
        updated_at: now,
      })
      .where('id', '=', sub.customer_id)
      .execute();
  }
  const legalName = companyOf(sub)?.legal_name;
  if (sub.company_id && legalName)
    await tx
      .updateTable('companies')
      .set({ name: legalName })
      .where('id', '=', sub.company_id)
      .execute();
}

async function tellCustomer(
  ctx: ReviewContext,
  sub: SubmissionRow,
  to: KycState,
  reasons: Reason[],
): Promise<void> {
  const c = await ctx.db
    .selectFrom('customers')
    .select(['email', 'first_name'])
    .where('id', '=', sub.customer_id)
    .executeTakeFirstOrThrow();
  const whose =
    sub.kind === 'corporate' ? "Your company's verification" : 'Your identity verification';
  const text =
    to === 'approved'
      ? `${whose} is approved. Every feature of your account is now open to you.`
      : `${whose} needs your attention. Please replace:\n${reasons.map((r) => `- ${r.item.replace(/_/g, ' ')}: ${r.reason}`).join('\n')}\n\nOpen the app to send them again; everything else you sent is kept.`;
  await ctx.notifier.send({
    channel: 'email',
    to: c.email,
    subject:
      to === 'approved' ? 'Your verification is approved' : 'Your verification needs attention',
    text: `Dear ${c.first_name ?? 'customer'},\n\n${text}`,
  });
}

/** Checks the reasons of a rejection against the submission's items; answers them cleaned. */
async function checkReasons(
  db: Db,
  sub: SubmissionRow,
  reasons: Record<string, string>,
): Promise<Reason[]> {
  const list = Object.entries(reasons).map(([item, reason]) => ({
    item: item.trim(),
    reason: reason.trim(),
  }));
  if (!list.length)
    throw new ApiError(
      'validation_error',
      'Give at least one reason: the item and what is wrong with it.',
      { fields: { reasons: 'At least one reason.' } },
    );
  const { items, documents } = await itemsOf(db, sub);
  const known = new Set([...items.map((i) => i.item), ...documents.map((d) => d.document_type)]);
  const unknown = list.filter((r) => !known.has(r.item)).map((r) => r.item);
  if (unknown.length) {
    const message = `Not an item of this submission: ${unknown.join(', ')}. Its items are ${[...known].join(', ')}.`;
    throw new ApiError('validation_error', message, { fields: { reasons: message } });
  }
  return list;
}

/**
 * A decision on the submission of the customer with this e-mail (an individual's, or their company's):
 * `review` takes a submitted one under review; `approve` and `reject` decide (a submitted one is taken
 * under review first, and both steps are recorded).
 */
export async function decide(
  ctx: ReviewContext,
  email: string,
  decision: Decision,
  reasons: Record<string, string>,
  reviewer: Reviewer,
): Promise<KycSubmission> {
  const { owner } = await ownerByEmail(ctx.db, email);
  return decideFor(ctx, owner, decision, reasons, reviewer);
}

async function decideFor(
  ctx: ReviewContext,
  owner: Owner,
  decision: Decision,
  reasons: Record<string, string>,
  reviewer: Reviewer,
): Promise<KycSubmission> {
  const now = ctx.clock.now();
  const { sub, to, rejection } = await ctx.db.transaction().execute(async (tx) => {
    const sub = await submissionOf(tx, owner, true);
    if (!sub) throw new ApiError('not_found', 'This customer has not started a verification.');
    const from = sub.state as KycState;
    if (from !== 'submitted' && from !== 'under_review') {
      throw new ApiError(
        'invalid_state',
        `This verification is ${from.replace('_', ' ')}: only a submitted one can be reviewed.`,
      );
    }
    const record = (a: KycState, b: KycState, why: Reason[] = []) =>
      insertEvent(tx, {
        submissionId: sub.id,
        from: a,
        to: b,
        actorType: reviewer.type,
        actorId: null,
        actorName: reviewer.name,
        reasons: why,
        at: now,
      });
    if (decision === 'review' && from === 'under_review')
      throw new ApiError('invalid_state', 'This verification is already under review.');
    if (from === 'submitted') await record('submitted', 'under_review');
    if (decision === 'review') {
      await updateSubmission(tx, sub.id, { state: 'under_review', updated_at: now });
      return { sub, to: 'under_review' as const, rejection: [] };
    }
    const rejection = decision === 'reject' ? await checkReasons(tx, sub, reasons) : [];
    const to = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    await record('under_review', to, rejection);
    await updateSubmission(tx, sub.id, {
      state: to,
      decided_at: now,
      updated_at: now,
      rejection: rejection.length ? JSON.stringify(rejection) : null,
      fixed: '[]',
    });
    await setKycStatus(tx, owner, STATUS_OF[to]);
    if (to === 'approved') await applyDetails(tx, sub, now);
    return { sub, to, rejection };
  });
  if (to !== 'under_review') await tellCustomer(ctx, sub, to, rejection);
  return kycView(ctx.db, { customerId: sub.customer_id, owner, manages: true });
}

/**
 * The sandbox's test identity document, like the card sandbox's declined card: with
 * KYC_AUTO_REVIEW=approve, a first submission giving this number is rejected (the sandbox reason
 * above) and its resubmission approved, so a demo or a journey on a shared approving server can
 * reach the rejection screens and the resubmission.
 */
export const SANDBOX_REJECTED_DOCUMENT_NUMBER = '784-0000-0000000-0';

/** The sandbox decision right after a submission (KYC_AUTO_REVIEW). */
export async function autoReview(
  ctx: AppContext,
  submissionId: string,
  mode: 'approve' | 'reject',
): Promise<void> {
  const sub = await ctx.db
    .selectFrom('kyc_submissions')
    .select(['kind', 'customer_id', 'company_id', 'round', 'personal'])
    .where('id', '=', submissionId)
    .executeTakeFirstOrThrow();
  const owner: Owner =
    sub.kind === 'corporate' && sub.company_id
      ? { kind: 'corporate', companyId: sub.company_id }
      : { kind: 'individual', customerId: sub.customer_id };
  const reason = SANDBOX_REASONS[sub.kind];
  const testDocument =
    sub.round === 1 &&
    personalOf(sub)?.identity_document_number === SANDBOX_REJECTED_DOCUMENT_NUMBER;
  await decideFor(
    ctx,
    owner,
    testDocument ? 'reject' : mode,
    { [reason.item]: reason.reason },
    SANDBOX,
  );
}
