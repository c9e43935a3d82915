// The profile (what changes at once and what the identity check verifies) and the stored settings:
// language, theme, notification preferences (security alerts always on).
import {
  NOTIFICATION_PREFERENCE_DEFAULTS,
  PROFILE_FIELDS_VERIFIED,
  type getSettings,
  type updateNotifications,
  type updatePreferences,
  type updateProfile,
} from '@bank/api-contract';
import { getCountry } from '@bank/lookups';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { customerById, customerDetails } from '../customers/customers';
import { birthDateProblem } from '../customers/dates';
import { saveSettings, settingsRow } from './queries';

const NOTIFICATION_DEFAULTS: Record<keyof typeof NOTIFICATION_PREFERENCE_DEFAULTS, boolean> =
  NOTIFICATION_PREFERENCE_DEFAULTS;

const VERIFIED_WHY = {
  pending:
    'are being checked with your identity document now: they can change once the review is done, through the identity check',
  approved:
    'were verified with your identity document: a change needs a new identity check with the new document (contact us)',
  rejected: 'are checked with your identity document: change them in your identity check',
} as const;

/** Occupation and address change at once; the verified fields only while the identity check has not been submitted. */
export async function changeProfile(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof updateProfile>,
) {
  const c = await customerById(ctx, auth.customerId);
  const verified = PROFILE_FIELDS_VERIFIED.filter((f) => body[f] !== undefined && body[f] !== c[f]);
  if (verified.length && c.kyc_status !== 'not_started') {
    throw new ApiError(
      'invalid_state',
      `Your ${verified.join(', ').replace(/_/g, ' ')} ${VERIFIED_WHY[c.kyc_status]}.`,
    );
  }
  const fields: Record<string, string> = {};
  const dob = body.date_of_birth
    ? birthDateProblem(body.date_of_birth, ctx.clock.now())
    : undefined;
  if (dob) fields.date_of_birth = dob;
  for (const key of ['nationality', 'country_of_residence'] as const) {
    const code = body[key];
    if (code && !getCountry(code))
      fields[key] = 'Not a country we know: use its ISO code, e.g. AE.';
  }
  const problems = Object.values(fields);
  if (problems.length)
    throw new ApiError(
      'validation_error',
      problems.length === 1 && problems[0] ? problems[0] : 'Some fields are missing or not valid.',
      { fields },
    );
  const { address, ...rest } = body;
  const changes = { ...rest, ...(address ? { address: JSON.stringify(address) } : {}) };
  if (Object.keys(changes).length) {
    await ctx.db
      .updateTable('customers')
      .set({ ...changes, updated_at: ctx.clock.now() })
      .where('id', '=', c.id)
      .execute();
    await ctx.audit.record('profile_updated', {
      customerId: c.id,
      ip: client.ip,
      details: { fields: Object.keys(changes).join(',') },
    });
  }
  return { data: await customerDetails(ctx, c.id) };
}

async function settingsOf(ctx: AppContext, customerId: string) {
  const row = await settingsRow(ctx.db, customerId);
  const stored = row
    ? (JSON.parse(row.notifications) as Partial<typeof NOTIFICATION_DEFAULTS>)
    : {};
  return {
    language: row?.language ?? null,
    theme: row?.theme ?? ('system' as const),
    notifications: { ...NOTIFICATION_DEFAULTS, ...stored, security_alerts_email: true as const },
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

export async function settings(ctx: AppContext, { auth }: CallInput<typeof getSettings>) {
  return { data: await settingsOf(ctx, auth.customerId) };
}

export async function preferences(
  ctx: AppContext,
  { auth, body }: CallInput<typeof updatePreferences>,
) {
  await saveSettings(
    ctx.db,
    auth.customerId,
    {
      ...(body.language ? { language: body.language } : {}),
      ...(body.theme ? { theme: body.theme } : {}),
    },
    ctx.clock.now(),
  );
  return { data: await settingsOf(ctx, auth.customerId) };
}

export async function notifications(
  ctx: AppContext,
  { auth, body }: CallInput<typeof updateNotifications>,
) {
  const { security_alerts_email: _always, ...current } = (await settingsOf(ctx, auth.customerId))
    .notifications;
  await saveSettings(
    ctx.db,
    auth.customerId,
    { notifications: JSON.stringify({ ...current, ...body }) },
    ctx.clock.now(),
  );
  return { data: await settingsOf(ctx, auth.customerId) };
}
