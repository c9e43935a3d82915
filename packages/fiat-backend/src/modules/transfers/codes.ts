// The one-time codes that confirm money moving (an external transfer, an approval of a prepared
// transaction) or a change of a company's user: where they go (the customer's own code channel) and
// the message that carries them.
import type { AppContext } from '../../context';
import type { CodePurpose } from '../../security/codes';
import { maskPhone } from '../customers/customers';
import { mobileNumber } from '../customers/phones';
import { codeContacts } from './queries';

export type CodeChannel = 'sms' | 'whatsapp' | 'email';
export type CodeTarget = Awaited<ReturnType<typeof otpTarget>>;

export async function otpTarget(ctx: AppContext, customerId: string, wanted?: CodeChannel) {
  const c = await codeContacts(ctx.db, customerId);
  // A landline kept from before the bank checked the type gets no code: the e-mail does.
  const phoneOk = Boolean(c.phone && c.phone_verified_at && mobileNumber(c.phone));
  const channel =
    wanted && (wanted === 'email' || phoneOk)
      ? wanted
      : phoneOk
        ? (c.otp_channel ?? 'sms')
        : 'email';
  const to = channel === 'email' ? c.email : (c.phone ?? '');
  const sentTo = channel === 'email' ? c.email.replace(/^(.).*(@.*)$/, '$1•••$2') : maskPhone(to);
  return { channel, to, sentTo };
}

/** Issues a code for (purpose, subject), voiding the previous one, and sends it; `action` completes "to confirm …". */
export async function sendMoneyCode(
  ctx: AppContext,
  purpose: CodePurpose,
  subject: string,
  target: CodeTarget,
  action: string,
) {
  const { code, expiresAt } = await ctx.codes.issue(purpose, subject, target.channel);
  const what =
    purpose === 'review_approve'
      ? 'approval'
      : purpose === 'subaccount_change'
        ? 'user change'
        : purpose === 'rule_change'
          ? 'change of approval rules'
          : purpose === 'bulk_submit' || purpose === 'bulk_approve'
            ? 'batch of payments'
            : 'transfer';
  await ctx.notifier.send({
    channel: target.channel,
    to: target.to,
    subject: `Confirm your ${ctx.config.bankName} ${what}`,
    text: `Your ${ctx.config.bankName} code to confirm ${action} is ${code}. It expires in 5 minutes. Never share it with anyone, including bank staff.`,
  });
  return expiresAt;
}
